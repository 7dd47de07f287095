import type { ErrorCode } from '@boothhub/shared';
import { AppError } from './app-error.js';
import type { Viewer } from './context.js';

/** A banned member reads as a visitor (null); anyone else as themselves. */
export const activeViewer = <V extends Pick<Viewer, 'banned'>>(viewer: V | null): V | null => (viewer && !viewer.banned ? viewer : null);

/** Only designers upload works, keep specialties and publish packages: DESIGNER_ONLY for anyone else. */
export function assertDesigner(viewer: Pick<Viewer, 'role'>) {
  if (viewer.role !== 'designer') throw new AppError('DESIGNER_ONLY');
}

type Who = Pick<Viewer, 'id' | 'role' | 'banned'>;
/** A designer's own entry: a work, a service package. */
type Owned = { designerId: number };

/** Whether the viewer is the entry's designer. */
export const ownsEntry = (e: Owned, viewer: Pick<Viewer, 'id'> | null) => viewer !== null && e.designerId === viewer.id;

/** A check that narrows an entry to one the viewer may see (or change), or throws the refusal. */
export type EntryCheck<E> = <T extends E>(entry: T | undefined, viewer: Who | null) => asserts entry is T;

/** Who may see (`maySee`) and who may change (`mayChange`: edit, pause, delete) a designer's own entries. */
export interface OwnedEntryRules<E> {
  maySee: EntryCheck<E>;
  mayChange: EntryCheck<E>;
}

/**
 * Who may see and change a designer's own entries (works, service packages): one that is not `shown` (hidden,
 * paused) exists only for its owner, `notFound` for anyone else (a banned owner too); another designer's shown
 * entry may be read but not changed (FORBIDDEN).
 */
export function ownedEntryRules<E extends Owned>(notFound: ErrorCode, shown: (e: E) => boolean): OwnedEntryRules<E> {
  const maySee: EntryCheck<E> = (e, viewer) => {
    if (!e || (!shown(e) && !ownsEntry(e, activeViewer(viewer)))) throw new AppError(notFound);
  };
  const mayChange: EntryCheck<E> = (e, viewer) => {
    maySee(e, viewer);
    if (!ownsEntry(e, viewer)) throw new AppError('FORBIDDEN');
  };
  return { maySee, mayChange };
}
