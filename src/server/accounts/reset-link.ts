/**
 * docs/shop.md 1, 'A forgotten password': a reset link works once, for this long (the auth library keeps and spends the
 * token).
 */
export const RESET_LINK_SECONDS = 60 * 60;

/** The account a reset link is made for, as the auth library hands it over. */
export type ResetAccount = { id: string; email: string; name: string; banned?: boolean | null };

/** The shop side's own page where a reset link's token chooses the new password. */
export function resetLinkUrl(publicUrl: string, token: string): string {
  return new URL(`/shop/reset-password?token=${encodeURIComponent(token)}`, publicUrl).toString();
}
