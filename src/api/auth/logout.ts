import { appCode } from '../contracts/envelope';
import { apiPost } from '../client';

export const logout = () => apiPost<null>('/api/user/logout', { appCode });
