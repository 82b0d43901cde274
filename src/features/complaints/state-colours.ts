import type { PunishmentState } from '../../api/contracts/complaint-names';
import type { ComplaintState } from '../../api/contracts/content-names';

/** Badge colours: pending orange, upheld red (someone was at fault), dismissed green, withdrawn grey. */
export const complaintStateColours: Record<ComplaintState, string> = { pending: 'orange', upheld: 'red', dismissed: 'green', withdrawn: 'gray' };
export const punishmentStateColours: Record<PunishmentState, string> = { active: 'red', ended: 'gray', revoked: 'gray' };
