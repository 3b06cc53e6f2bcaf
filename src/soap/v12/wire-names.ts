import { type FieldType, isListType, isRecordSchema } from '../../common/record.js';

/** The string member carrying the request JSON of a Json operation over SOAP (as `?json=` over HTTP). */
export const JSON_REQUEST_MEMBER = 'json';

/** The path of the v1.2 interface. */
export const V12_PATH = '/1.2/APIService.svc';

/** Name of the WSDL type wrapping a result value: ResultOfPerson, ResultOfArrayOfint, ResultOfboolean. */
export function resultTypeName(valueType: FieldType): string {
  if (isListType(valueType)) return `ResultOfArrayOf${valueType.item}`;
  if (isRecordSchema(valueType)) return `ResultOf${valueType.name}`;
  return `ResultOf${valueType}`;
}

/** Human-readable name of a result value type (documentation). */
export function valueTypeLabel(valueType: FieldType): string {
  if (isListType(valueType)) return `list of ${typeof valueType.of === 'string' ? valueType.of : valueType.of.name}`;
  if (isRecordSchema(valueType)) return valueType.name;
  return valueType;
}
