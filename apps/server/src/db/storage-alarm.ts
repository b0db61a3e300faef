/** How long after a failed write health keeps reporting the disk as full. */
const ALARM_MS = 60_000;

/**
 * Remembers that a write failed for lack of space (SQLite's "database or disk is full", ENOSPC), so health
 * says so even when free space is above the threshold again for a moment (the failed write freed its pages).
 */
export class StorageAlarm {
  private raisedAt = 0;

  raise(now = Date.now()): void {
    this.raisedAt = now;
  }

  isActive(now = Date.now()): boolean {
    return this.raisedAt > 0 && now - this.raisedAt < ALARM_MS;
  }
}
