import * as migration_20261123_180213_initial from './20261123_180213_initial';

export const migrations = [
  {
    up: migration_20261123_180213_initial.up,
    down: migration_20261123_180213_initial.down,
    name: '20261123_180213_initial'
  },
];
