// Blocking, defined once (both ways) and applied by every feature. The module has no service: its SQL
// fragments (for other modules' queries) and functions are shared on purpose, so each feature filters
// by the same definition.
export {
  blockedEitherWay,
  blockedPairs,
  deleteBlock,
  hasBlocked,
  insertBlock,
  isBlockedEitherWay,
  listBlocked,
} from './blocks.repository.ts';
