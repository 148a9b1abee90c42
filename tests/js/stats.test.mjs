// The statistics without the DOM: tallies summed across games, levels and
// board sizes (stored data that names no game or level of the engine left
// out), winning streaks kept as games end, puzzles solved counted per game,
// and the theme's choices.

import assert from 'node:assert/strict';
import test from 'node:test';

import { catalog } from '../../web/catalog.js';
import { clearAllResults, clearResults, loadResults, loadStreaks, recordResult } from '../../web/results.js';
import { summarise } from '../../web/stats-data.js';
import { effectiveTheme, isThemeChoice, nextTheme } from '../../web/theme.js';

// Node has no localStorage: storage.js keeps the values in memory, as in a
// browser that blocks storage.

test('streaks grow with wins and end with a draw or a loss, overall and per game', () => {
  clearAllResults();
  for (const [game, result] of /** @type {Array<[string, 'won' | 'drawn' | 'lost']>} */ ([
    ['achi', 'won'], ['morris', 'won'], ['achi', 'won'], ['achi', 'lost'], ['morris', 'won'], ['morris', 'drawn'], ['achi', 'won'],
  ])) recordResult(game, game === 'achi' ? 'easy' : '5', result);
  const streaks = loadStreaks();
  assert.deepEqual({ current: streaks.current, longest: streaks.longest }, { current: 1, longest: 3 });
  assert.deepEqual(streaks.games.achi, { current: 1, longest: 2 });
  assert.deepEqual(streaks.games.morris, { current: 0, longest: 2 });
  clearResults('achi');
  assert.equal(loadStreaks().games.achi, undefined);
  assert.equal(loadResults().achi, undefined);
  assert.deepEqual(loadStreaks().games.morris, { current: 0, longest: 2 });
  clearAllResults();
  assert.deepEqual(loadStreaks(), { current: 0, longest: 0, games: {} });
  assert.deepEqual(loadResults(), {});
});

test('the summary sums levels and sizes in the engine\'s order and leaves out what it does not know', () => {
  const results = {
    achi: { hard: { won: 2, drawn: 1, lost: 0 }, easy: { won: 1, drawn: 0, lost: 3 }, legendary: { won: 9, drawn: 0, lost: 0 } },
    rastros: { '5@9': { won: 1, drawn: 0, lost: 1 }, '5@5': { won: 0, drawn: 0, lost: 2 }, '1@7': { won: 4, drawn: 0, lost: 0 }, 5: { won: 7, drawn: 0, lost: 0 } },
    chess: { easy: { won: 5, drawn: 0, lost: 0 } },
    sixstones: { easy: { won: 0, drawn: 0, lost: 0 } },
  };
  const streaks = { current: 2, longest: 4, games: { achi: { current: 0, longest: 3 } } };
  const stats = summarise(catalog(), results, streaks, ['achi-001', 'achi-002', 'morris-010']);
  const achi = /** @type {any} */ (stats.games.find((g) => g.id === 'achi'));
  assert.deepEqual(achi.rows.map((/** @type {any} */ r) => r.level), ['easy', 'hard']);
  assert.deepEqual(achi.total, { won: 3, drawn: 1, lost: 3, played: 7 });
  assert.deepEqual(achi.streak, { current: 0, longest: 3 });
  assert.equal(achi.puzzles, 2);
  const rastros = /** @type {any} */ (stats.games.find((g) => g.id === 'rastros'));
  assert.equal(rastros.bySize, true);
  assert.deepEqual(rastros.rows.map((/** @type {any} */ r) => `${r.level}@${r.size}`), ['1@7', '5@5', '5@9']);
  assert.deepEqual(rastros.total, { won: 5, drawn: 0, lost: 3, played: 8 });
  assert.deepEqual(stats.games.find((g) => g.id === 'sixstones')?.rows, []);
  assert.deepEqual(stats.total, { won: 8, drawn: 1, lost: 6, played: 15 });
  assert.deepEqual(stats.streak, { current: 2, longest: 4 });
  assert.equal(stats.puzzles, 3);
  assert.deepEqual(stats.games.map((g) => g.id), catalog().map((g) => g.id));
});

test('the colours follow the system until the player chooses; the button steps through three choices', () => {
  assert.equal(effectiveTheme('auto', true), 'dark');
  assert.equal(effectiveTheme('auto', false), 'light');
  assert.equal(effectiveTheme('light', true), 'light');
  assert.equal(effectiveTheme('dark', false), 'dark');
  assert.deepEqual([nextTheme('auto'), nextTheme('light'), nextTheme('dark')], ['light', 'dark', 'auto']);
  assert.ok(isThemeChoice('auto') && !isThemeChoice('Dark') && !isThemeChoice(null));
});
