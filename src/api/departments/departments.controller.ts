import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Req, Res } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AuditedWrites } from '../../audit/audited-writes.js';
import { NotFoundError } from '../../common/errors.js';
import type { DepartmentRecord } from '../../staff/staff.records.js';
import { StaffService } from '../../staff/staff.service.js';
import { ApiController, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { listDocument, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';

export class DepartmentDocument {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Sales' })
  name!: string;

  @ApiProperty({ description: 'Departments are listed by it.', example: 1 })
  showOrder!: number;
}

export const DepartmentList = listDocument(DepartmentDocument, 'DepartmentList');

export class DepartmentBody {
  @ApiProperty({ maxLength: 100, example: 'Rentals' })
  @IsString()
  @MaxLength(100)
  name!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 1_000_000, description: 'Default: after the last one.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  showOrder?: number;
}

export class DepartmentPatch {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 1_000_000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  showOrder?: number;
}

function documentOf(department: DepartmentRecord): DepartmentDocument {
  return { id: department.ID as number, name: department.Name as string, showOrder: department.ShowOrder as number };
}

/** The agency's departments (the users' `departmentId`): everyone reads, an admin manages them (audited). */
@ApiController('departments', 'departments')
export class DepartmentsController {
  constructor(
    @Inject(StaffService) private readonly staff: StaffService,
    @Inject(AuditedWrites) private readonly audited: AuditedWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: "The agency's departments in their show order (all on one page)." })
  @ApiOkResponse({ type: DepartmentList })
  async list(@Req() request: ApiRequest): Promise<ListAnswer<DepartmentDocument>> {
    const departments = await this.staff.departments(request.caller!.tenant);
    return { items: departments.map(documentOf), nextCursor: null, total: departments.length };
  }

  @Get(':id')
  @ApiOkResponse({ type: DepartmentDocument })
  @ProblemResponse('not-found', 'No department with this id in the agency.')
  async get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<DepartmentDocument> {
    const found = await this.staff.department(request.caller!.tenant, id);
    if (!found) throw new NotFoundError('Department', id);
    return documentOf(found);
  }

  @Post()
  @RequireRole('admin')
  @IdempotentPost()
  @HttpCode(201)
  @ApiCreatedResponse({ type: DepartmentDocument })
  @ProblemResponse('validation', 'name or showOrder is not valid.')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: DepartmentBody): Promise<DepartmentDocument> {
    const { tenant, actor } = request.caller!;
    const created = (await this.staff.writeDepartment(tenant, this.audited, actor, null, { name: body.name, ...(body.showOrder !== undefined ? { showOrder: body.showOrder } : {}) })) as DepartmentRecord;
    response.setHeader('Location', `/api/v1/departments/${String(created.ID)}`);
    return documentOf(created);
  }

  @Patch(':id')
  @RequireRole('admin')
  @ApiOkResponse({ type: DepartmentDocument })
  @ProblemResponse('validation', 'name or showOrder is not valid.')
  @ProblemResponse('not-found', 'No department with this id in the agency.')
  async patch(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: DepartmentPatch): Promise<DepartmentDocument> {
    const { tenant, actor } = request.caller!;
    const change = { ...(body.name !== undefined ? { name: body.name } : {}), ...(body.showOrder !== undefined ? { showOrder: body.showOrder } : {}) };
    return documentOf((await this.staff.writeDepartment(tenant, this.audited, actor, id, change)) as DepartmentRecord);
  }

  @Delete(':id')
  @RequireRole('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes the department; its users are left without one.' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ProblemResponse('not-found', 'No department with this id in the agency.')
  async remove(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.staff.writeDepartment(tenant, this.audited, actor, id, null);
  }
}
