import { z } from 'zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { groupNameField, groupPrivilegeSchema, updateGroupBodySchema } from '@creditdesk/contracts';
import type { CreateGroupBody, GroupDetail, UpdateGroupBody } from './api';

/**
 * The add/edit form, from the contracts' field rules. `userList` holds the members to add: on add
 * every member; on edit only newcomers (the current ones are listed apart, each with Remove).
 */
export const groupFormSchema = z.object({
  groupName: groupNameField,
  description: updateGroupBodySchema.shape.description.unwrap(),
  privilege: groupPrivilegeSchema,
  isFileTransportAuthorized: z.boolean(),
  // the server checks the codes against the company's products (a 400 lands on the field)
  productList: z.array(z.string()),
  userList: z.array(z.string()),
});
export type GroupFormValues = z.infer<typeof groupFormSchema>;
export type GroupFormField = keyof GroupFormValues;

export const EMPTY_GROUP: GroupFormValues = { groupName: '', description: '', privilege: 'standard', isFileTransportAuthorized: false, productList: [], userList: [] };

export const formValuesOf = (group: GroupDetail): GroupFormValues => ({
  groupName: group.groupName,
  description: group.description,
  privilege: group.privilege,
  isFileTransportAuthorized: group.isFileTransportAuthorized,
  productList: [...group.productList],
  userList: [],
});

/** The contracts speak of "groupName"; the form says "Group name". */
const humanize = (message: string) => message.replace(/^groupName\b/, 'Group name').replace(/^description\b/, 'Description');

export const groupFormResolver: Resolver<GroupFormValues> = async (values, context, options) => {
  const result = await zodResolver(groupFormSchema)(values, context, options);
  for (const error of Object.values(result.errors) as (FieldError | undefined)[]) if (error?.message) error.message = humanize(error.message);
  return result;
};

export function toCreateBody(values: GroupFormValues): CreateGroupBody {
  return { ...values, groupName: values.groupName.trim(), description: values.description.trim(), productList: values.productList as CreateGroupBody['productList'] };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Only what changed (portal API: only given fields change); newcomers join the current members, since userList replaces them. */
export function toUpdateBody(group: GroupDetail, values: GroupFormValues): UpdateGroupBody {
  const body: UpdateGroupBody = { groupName: group.groupName };
  const name = values.groupName.trim();
  const description = values.description.trim();
  if (name !== group.groupName) body.newGroupName = name;
  if (description !== group.description) body.description = description;
  if (values.privilege !== group.privilege) body.privilege = values.privilege;
  if (values.isFileTransportAuthorized !== group.isFileTransportAuthorized) body.isFileTransportAuthorized = values.isFileTransportAuthorized;
  if (!sameSet(values.productList, group.productList)) body.productList = values.productList as UpdateGroupBody['productList'];
  if (values.userList.length > 0) body.userList = [...group.members.map((m) => m.userName), ...values.userList];
  return body;
}

/** The form field a server field path names (body.groupName, body.newGroupName, body.productList …). */
export function formFieldOfServerPath(path: string): GroupFormField | undefined {
  const key = path.replace(/^body\./, '').split('.')[0];
  if (key === 'newGroupName' || key === 'groupName') return 'groupName';
  return (['description', 'privilege', 'productList', 'userList'] as const).find((f) => f === key);
}
