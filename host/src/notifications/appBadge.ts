/** The installed app's icon badge; failures and missing support are ignored (SPEC §8). */
export async function setAppBadge(count: number): Promise<void> {
  try {
    if (count > 0) await navigator.setAppBadge?.(count);
    else await navigator.clearAppBadge?.();
  } catch {
    // Badges are a nicety; never let them break an action.
  }
}

export const clearAppBadge = () => setAppBadge(0);
