import type { BusinessLicenseFields, IdentityCardFields } from '../../../src/api/contracts/profile';
import type { MessageKey } from '../../../src/api/contracts/messages';
import type { StoredImage } from '../storage/image-storage';

/** What a reading gave: the fields ('' where nothing was read) and what to tell the member about it. */
export interface OcrReading<F> {
  fields: F;
  /** The answer's message: a real provider's "check what was read", or why nothing was read. */
  note: MessageKey;
}

/**
 * Reads identity cards and business licences to prefill the authentication forms (spec section 7,
 * recognizeIdentityCard and recognizeBusinessLicense). A real adapter (Aliyun OCR, Tencent Cloud OCR...) sends the
 * stored picture, already re-encoded without its metadata, to the vendor. Whatever it reads only prefills a form:
 * the member checks it and staff review the application.
 */
export interface OcrProvider {
  readonly kind: string;
  /** True for providers that must never run in production (docs/adr/0019). */
  readonly development: boolean;
  identityCard(image: StoredImage): Promise<OcrReading<IdentityCardFields>>;
  businessLicense(image: StoredImage): Promise<OcrReading<BusinessLicenseFields>>;
}

const unreadCard: IdentityCardFields = { name: '', idNumber: '', side: null };
const unreadLicence: BusinessLicenseFields = { companyName: '', creditCode: '', legalPerson: '' };

/**
 * Development provider (docs/adr/0005): it cannot read a picture and does not pretend to. Every field is empty and
 * the answer says so (开发环境：未识别图片，请手动填写); the member types the fields. Refused in production.
 */
export class DevOcrProvider implements OcrProvider {
  readonly kind = 'development';
  readonly development = true;

  async identityCard(): Promise<OcrReading<IdentityCardFields>> {
    return { fields: { ...unreadCard }, note: 'ocrDevelopment' };
  }

  async businessLicense(): Promise<OcrReading<BusinessLicenseFields>> {
    return { fields: { ...unreadLicence }, note: 'ocrDevelopment' };
  }
}

/**
 * No recognition (OCR_PROVIDER=none): for a deployment without an OCR contract. The forms work without it; the
 * answer says recognition is not available. Allowed in production: it reads nothing and claims nothing.
 */
export class NoOcrProvider implements OcrProvider {
  readonly kind = 'none';
  readonly development = false;

  async identityCard(): Promise<OcrReading<IdentityCardFields>> {
    return { fields: { ...unreadCard }, note: 'ocrNotConfigured' };
  }

  async businessLicense(): Promise<OcrReading<BusinessLicenseFields>> {
    return { fields: { ...unreadLicence }, note: 'ocrNotConfigured' };
  }
}
