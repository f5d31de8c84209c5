import type { TwoFactorEnrollment, TwoFactorFactor } from './TwoFactorSettings';

export {
  minPasswordLength,
  sampleEmail,
  securityErrors,
  validCode,
} from '../AuthForm/AuthForm.fixtures';

export const newPassword = 'quiet-harbour-17';
export const currentPassword = 'paper-lantern-42';
export const factors: TwoFactorFactor[] = [
  { id: 'factor-phone', name: 'Phone', createdAt: '2026-09-14T10:00:00.000Z' },
  { id: 'factor-tablet', name: null, createdAt: '2026-11-02T18:30:00.000Z' },
];

/**
 * A stand-in for the server's QR code: an SVG drawn here (three finder squares and a fixed pattern), so the story
 * needs no network and no QR library. The real one comes from the auth server's enroll answer.
 */
function sampleQrCode(): string {
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z M${x + 2} ${y + 2}h3v3h-3z" fill-rule="evenodd"/>`;
  for (let y = 0; y < 25; y += 1) {
    for (let x = 0; x < 25; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 27 27"><rect x="-1" y="-1" width="27" height="27" fill="#fff"/><g fill="#111">${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}<path d="${cells.join('')}"/></g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const enrollment: TwoFactorEnrollment = {
  qrCode: sampleQrCode(),
  secret: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
};
