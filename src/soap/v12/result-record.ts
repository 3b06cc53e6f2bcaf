import { defineRecord, type FieldType, type RecordSchema } from '../../common/record.js';
import type { OperationResult } from './result.js';
import { resultTypeName } from './wire-names.js';

const schemas = new Map<string, RecordSchema>();

/**
 * The record schema of an Xml operation's result `{Code, Message, Success, Value}` for a value
 * type: the XML codec encodes it and the WSDL declares it (ResultOfPerson, ResultOfboolean, …).
 */
export function resultRecord(valueType: FieldType): RecordSchema {
  const name = resultTypeName(valueType);
  let schema = schemas.get(name);
  if (!schema) {
    schema = defineRecord(name, { Code: 'int', Message: 'string', Success: 'boolean', Value: valueType });
    schemas.set(name, schema);
  }
  return schema;
}

/** The schema a result is encoded with: the operation's, or the narrowed one the result carries (not cached). */
export function resultSchemaOf(valueType: FieldType, result: OperationResult): RecordSchema {
  if (result.valueType === undefined) return resultRecord(valueType);
  return defineRecord(resultTypeName(valueType), { Code: 'int', Message: 'string', Success: 'boolean', Value: result.valueType });
}
