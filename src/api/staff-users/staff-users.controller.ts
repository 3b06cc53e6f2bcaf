import type { ServerResponse } from 'node:http';
import { Body, Delete, Get, HttpCode, Inject, Param, ParseIntPipe, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AuditedWrites } from '../../audit/audited-writes.js';
import { NotFoundError } from '../../common/errors.js';
import { StaffService } from '../../staff/staff.service.js';
import { StaffLoginsService } from '../../staff-auth/staff-logins.service.js';
import { ApiController, ConditionalWrite, IdempotentPost } from '../http/api-controller.js';
import type { ApiRequest } from '../http/caller.js';
import { ifMatchVersions } from '../http/etag.js';
import { keysetRequest, listAnswer, ListQuery, type ListAnswer } from '../http/paging.js';
import { ProblemResponse } from '../http/problem-document.js';
import { RequireRole } from '../http/roles.js';
import { locate } from '../records/merge-patch.js';
import {
  loginDocumentOf,
  PatchLoginBody,
  PutLoginBody,
  StaffLoginDocument,
  StaffUserBody,
  StaffUserDocument,
  staffUserDocumentOf,
  staffUserInput,
  StaffUserList,
  StaffUserPatch,
} from './staff-users.dto.js';

const SORTABLE = { fields: ['id'], defaultOrder: [{ field: 'id', direction: 'ASC' as const }], tieBreaker: 'id' };

/**
 * The agency's staff (its users) with their back-office logins and roles. Everyone reads; an
 * admin adds and changes users and gives, changes and removes logins (`/staff-users/{id}/login`),
 * audited, and the login's sessions end with every change of it.
 */
@ApiController('staff-users', 'staff-users')
export class StaffUsersController {
  constructor(
    @Inject(StaffService) private readonly staff: StaffService,
    @Inject(StaffLoginsService) private readonly logins: StaffLoginsService,
    @Inject(AuditedWrites) private readonly audited: AuditedWrites,
  ) {}

  @Get()
  @ApiOperation({ summary: "The agency's users with their login and role, by id." })
  @ApiOkResponse({ type: StaffUserList })
  @ProblemResponse('validation', 'limit, sort or cursor is not valid.')
  async list(@Req() request: ApiRequest, @Query() query: ListQuery): Promise<ListAnswer<StaffUserDocument>> {
    const tenant = request.caller!.tenant;
    const page = keysetRequest(query, SORTABLE);
    const users = await this.staff.pageUsers(tenant, page);
    const logins = await this.logins.ofUsers(tenant, users.items.map((user) => user.ID as number));
    return listAnswer(users, page, (user) => staffUserDocumentOf(user, logins.get(user.ID as number)));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user of the agency with its login.' })
  @ApiOkResponse({ type: StaffUserDocument })
  @ProblemResponse('not-found', 'No user with this id in the agency.')
  async get(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<StaffUserDocument> {
    const tenant = request.caller!.tenant;
    const user = await this.staff.getMember(tenant, id);
    if (!user) throw new NotFoundError('Staff user', id);
    return staffUserDocumentOf(user, await this.logins.ofUser(tenant, id));
  }

  @Post()
  @RequireRole('admin')
  @IdempotentPost()
  @HttpCode(201)
  @ApiOperation({ summary: 'Adds a member of staff, with their login when `login` is given (one write: both or neither).', description: 'Without `login.password` the login is invited: a mail carries a link to choose the password.' })
  @ApiCreatedResponse({ type: StaffUserDocument })
  @ProblemResponse('validation', 'A field is not valid (every one is listed; the login\'s as `/login/…`), e.g. a department that is not the agency\'s.')
  @ProblemResponse('conflict', 'Another login signs in with this email.')
  async create(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Body() body: StaffUserBody): Promise<StaffUserDocument> {
    const { tenant, actor } = request.caller!;
    const login = body.login ? { email: body.login.email ?? null, role: body.login.role, password: body.login.password ?? null } : null;
    const added = await this.logins.addMember(tenant, actor, staffUserInput(body), login);
    locate(response, `staff-users/${String(added.user.ID)}`);
    return staffUserDocumentOf(added.user, added.login);
  }

  @Patch(':id')
  @RequireRole('admin')
  @ApiOperation({ summary: "Changes a user (JSON Merge Patch): name, email, language, department… Its login is changed at `/staff-users/{id}/login`." })
  @ApiOkResponse({ type: StaffUserDocument })
  @ProblemResponse('validation', 'A field is not valid (every one is listed).')
  @ProblemResponse('not-found', 'No user with this id in the agency.')
  async patch(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: StaffUserPatch): Promise<StaffUserDocument> {
    const { tenant, actor } = request.caller!;
    const user = await this.staff.changeUser(tenant, this.audited, actor, id, staffUserInput(body));
    return staffUserDocumentOf(user, await this.logins.ofUser(tenant, id));
  }

  @Get(':id/login')
  @ApiOperation({ summary: "The user's login (its version as ETag)." })
  @ApiOkResponse({ type: StaffLoginDocument })
  @ProblemResponse('not-found', 'No such user in the agency, or it has no login.')
  async login(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<StaffLoginDocument> {
    const login = await this.logins.ofUser(request.caller!.tenant, id);
    if (!login) throw new NotFoundError('Staff login of user', id);
    return loginDocumentOf(login);
  }

  @Put(':id/login')
  @RequireRole('admin')
  @ApiOperation({ summary: 'Gives the user a login or replaces it (email, role, password; without a password an invitation is mailed). Its sessions end.' })
  @ApiOkResponse({ type: StaffLoginDocument, description: 'The login was replaced.' })
  @ApiCreatedResponse({ type: StaffLoginDocument, description: 'The login was created.' })
  @ProblemResponse('validation', 'A field is not valid (email, role, password rules).')
  @ProblemResponse('not-found', 'No user with this id in the agency.')
  @ProblemResponse('conflict', "Another login signs in with this email, the caller would lower its own role, or it would leave the agency without an admin.")
  async put(@Req() request: ApiRequest, @Res({ passthrough: true }) response: ServerResponse, @Param('id', ParseIntPipe) id: number, @Body() body: PutLoginBody): Promise<StaffLoginDocument> {
    const { tenant, actor } = request.caller!;
    const { login, created } = await this.logins.setLogin(tenant, actor, id, { email: body.email ?? null, role: body.role, password: body.password ?? null });
    response.statusCode = created ? 201 : 200;
    return loginDocumentOf(login);
  }

  @Patch(':id/login')
  @RequireRole('admin')
  @ConditionalWrite()
  @ApiOperation({ summary: "Changes the user's login (email, role, password); its sessions end." })
  @ApiOkResponse({ type: StaffLoginDocument })
  @ProblemResponse('validation', 'A field is not valid.')
  @ProblemResponse('not-found', 'No such user in the agency, or it has no login.')
  @ProblemResponse('conflict', "Another login signs in with this email, the caller would lower its own role, or it would leave the agency without an admin.")
  async patchLogin(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number, @Body() body: PatchLoginBody): Promise<StaffLoginDocument> {
    const { tenant, actor } = request.caller!;
    const change = { ...(body.email !== undefined ? { email: body.email } : {}), ...(body.role !== undefined ? { role: body.role } : {}), ...(body.password !== undefined ? { password: body.password } : {}) };
    return loginDocumentOf(await this.logins.change(tenant, actor, id, change, ifMatchVersions(request)));
  }

  @Delete(':id/login')
  @RequireRole('admin')
  @ConditionalWrite()
  @HttpCode(204)
  @ApiOperation({ summary: "Removes the user's login; its sessions end at once. The user stays." })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ProblemResponse('not-found', 'No such user in the agency, or it has no login.')
  @ProblemResponse('conflict', "The caller would remove its own login, or it is the agency's last admin login.")
  async remove(@Req() request: ApiRequest, @Param('id', ParseIntPipe) id: number): Promise<void> {
    const { tenant, actor } = request.caller!;
    await this.logins.remove(tenant, actor, id, ifMatchVersions(request));
  }
}
