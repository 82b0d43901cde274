import type { AuthenticationStage } from '../../api/contracts/authentication-names';

export const stageColours: Record<AuthenticationStage, string> = { draft: 'gray', submitted: 'orange', approved: 'green', rejected: 'red' };
