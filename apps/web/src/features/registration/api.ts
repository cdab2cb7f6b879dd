import {
  registerCustomerEndpoint,
  registrationCustomerEndpoint,
  registrationGenerateUserEndpoint,
  registrationUserNameExistsEndpoint,
  validateMemberNumberRegistrationEndpoint,
  type MemberNumberValid,
  type RegisteredCustomer,
  type RegistrationCustomer,
  type RegistrationCustomerView,
  type UserNameAvailability,
} from '@creditdesk/contracts';
import { api } from '../../api/api-slice';
import { registrationCall } from './registration-base-query';

/** The registration service (portal.md §7, docs/onboarding.md): every call carries the registration API key. */
export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /membernumber/validate: the member number and security code, or the refusal (wrong code, locked, used, unknown). */
    validateRegistrationMemberNumber: build.mutation<MemberNumberValid, { memberNumber: string; securityCode: string }>({
      queryFn: (body, queryApi) => registrationCall<MemberNumberValid>(validateMemberNumberRegistrationEndpoint, { body }, queryApi),
    }),
    /** GET /exits/{userName}: never cached, the answer is only good for now. */
    checkRegistrationUserName: build.query<UserNameAvailability, string>({
      queryFn: (userName, queryApi) => registrationCall<UserNameAvailability>(registrationUserNameExistsEndpoint, { params: { userName } }, queryApi),
      keepUnusedDataFor: 0,
    }),
    generateRegistrationUserName: build.mutation<{ userName: string }, { firstName: string; lastName: string }>({
      queryFn: (body, queryApi) => registrationCall<{ userName: string }>(registrationGenerateUserEndpoint, { body }, queryApi),
    }),
    /** POST /customer: the company, its first administrator and its account number, all or nothing. */
    registerCustomer: build.mutation<RegisteredCustomer, RegistrationCustomer>({
      queryFn: (body, queryApi) => registrationCall<RegisteredCustomer>(registerCustomerEndpoint, { body: body as unknown as Record<string, unknown> }, queryApi),
    }),
    /** GET /customer/{id}: the company as the registration service holds it (the completion page says its status). */
    registeredCompany: build.query<RegistrationCustomerView, string>({
      queryFn: (id, queryApi) => registrationCall<RegistrationCustomerView>(registrationCustomerEndpoint, { params: { id } }, queryApi),
    }),
  }),
});

export const { useValidateRegistrationMemberNumberMutation, useGenerateRegistrationUserNameMutation, useRegisterCustomerMutation, useRegisteredCompanyQuery } = registrationApi;
