import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { AuthenticationInfo, AuthenticationKind, CompanyAuthenticationRequest, PersonalAuthenticationRequest } from '../contracts/authentication';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { authenticationInfoQueryOptions } from './get-authentication-info';

export type AuthenticationSubmission =
  | { kind: 'personal'; edit: boolean; papers: PersonalAuthenticationRequest }
  | { kind: 'merchant'; edit: boolean; papers: CompanyAuthenticationRequest };

const paths: Record<AuthenticationKind, string> = { personal: '/api/user/personalAuthentication', merchant: '/api/user/companyAuthentication' };

/**
 * The member's papers (POST personalAuthentication or companyAuthentication; their /edit after a rejection), checked
 * first with the schema the server parses them with. Answered with the application as it now stands.
 */
export const submitAuthentication = async (submission: AuthenticationSubmission) => {
  const contract = import('../contracts/authentication');
  const schema = contract.then((m) => (submission.kind === 'personal' ? m.personalAuthenticationRequest : m.companyAuthenticationRequest));
  const body = await checkedBody(schema, submission.papers);
  return apiPost<AuthenticationInfo>(`${paths[submission.kind]}${submission.edit ? '/edit' : ''}`, body);
};

export const submitAuthenticationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'authentication', 'submit'],
    mutationFn: submitAuthentication,
    onSuccess: (info, _input, _result, { client }) => client.setQueryData(authenticationInfoQueryOptions().queryKey, info),
  });

export const useSubmitAuthentication = () => useMutation(submitAuthenticationMutationOptions());
