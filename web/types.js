// @ts-check
// Shared JSDoc types for the web layer: the shapes the engine hands over
// (see crates/wasm) and the small records the modules pass between them.
// This module has no code; other files refer to it with import('./types.js').

/** @typedef {'white' | 'black' | 'p1' | 'p2'} Side */
/** @typedef {Side | 'marker'} PieceKind   a Rastros side never stands on the board: its piece is the shared marker */
/** @typedef {'ai' | 'local' | 'watch'} Mode */

/**
 * @typedef {Object} GeometryPoint
 * @property {string} name  e.g. 'b2'
 * @property {number} x     column counted from the left, from 0
 * @property {number} y     row counted from the bottom, from 0
 */

/**
 * @typedef {Object} Geometry
 * @property {'points' | 'squares'} kind
 * @property {number} columns
 * @property {number} rows
 * @property {GeometryPoint[]} points
 * @property {Array<[number, number]>} lines   pairs of point indices
 * @property {Array<[number, number, number]>} mills
 */

/**
 * @typedef {Object} MoveView
 * @property {string} text
 * @property {string | null} from   null for a piece coming from the hand
 * @property {string} to
 * @property {string | null} remove
 */

/**
 * @typedef {Object} Mark
 * @property {string} at
 * @property {string} kind
 */

/**
 * @typedef {Object} Outcome
 * @property {'white' | 'black' | 'p1' | 'p2' | 'draw'} winner
 * @property {string} reason  'mill' | 'no-move' | 'repetition' | 'few-pieces' | 'goal' | 'no-progress'
 */

/**
 * @typedef {Object} Snapshot
 * @property {string} game
 * @property {number} ply
 * @property {number} plies
 * @property {Side} toMove
 * @property {Side} first   who moved first in this match
 * @property {Array<{ at: string, kind: PieceKind }>} pieces
 * @property {Mark[]} marks
 * @property {Record<string, number>} hand   pieces still to place, by side id
 * @property {MoveView | null} lastMove
 * @property {MoveView[]} legal
 * @property {Outcome | null} outcome
 * @property {Side | null} nextFirst   once the game is over: who moves first in the next one
 * @property {number} noProgress
 * @property {number} [noProgressLimit]   plies without progress that draw (games with that rule)
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {Hints} [hints]   teaching data, for games that have it (Six Stones)
 * @property {Record<string, string>} [phases]   each side's phase by side id (Achi: placing, sliding; Morris: placing, sliding, flying; Rastros: placing, moving)
 */

/**
 * A group of stones and its liberties, as the engine counts them.
 * @typedef {Object} GroupHint
 * @property {Side} side
 * @property {string[]} stones
 * @property {string[]} liberties   the free points beside the group
 * @property {boolean} inAtari      exactly one liberty left
 */

/**
 * Teaching data for one moment (crates/engine/src/any.rs `Hints`).
 * @typedef {Object} Hints
 * @property {GroupHint[]} groups
 * @property {Array<{ move: string, points: string[] }>} captures   legal moves that capture, and what
 */

/** @typedef {Record<string, string>} GameOptions   start options by name (`first`, `size`, `start`), as in the URL */

/**
 * Why a record given to a new GameHandle stopped early.
 * @typedef {Object} ReplayFault
 * @property {number} index   the move that failed, from 1
 * @property {string} move
 * @property {string} kind
 * @property {string} message
 */

/**
 * A match held by the page (crates/wasm). Every change returns the live snapshot.
 * @typedef {Object} GameHandle
 * @property {() => string} game
 * @property {() => GameOptions} options   complete, defaults filled in
 * @property {() => Geometry} geometry
 * @property {(ply?: number) => Snapshot} snapshot
 * @property {() => string[]} moves
 * @property {(text: string) => Snapshot} play
 * @property {() => Snapshot} undo
 * @property {() => Snapshot} redo
 * @property {(ply: number) => Snapshot} truncate
 * @property {() => ReplayFault | null} fault
 * @property {() => void} [free]
 */

/** @typedef {new (game: string, options: GameOptions, moves?: string[]) => GameHandle} GameHandleClass */

/**
 * One start option of a game, from the engine's description.
 * @typedef {Object} OptionSpec
 * @property {string} name      'first', 'size', 'start'
 * @property {string} default
 * @property {string[]} menu    the values a settings menu offers, in order
 * @property {string} range     what is allowed, in (English) words
 * @property {{ by: string, values: Record<string, string[]> }} [more]   further values, by the value of another option
 */

/**
 * A start position for the first picture, drawn before the engine is up.
 * @typedef {Object} StartView
 * @property {GameOptions} options   the complete options it belongs to
 * @property {number} geometry       index into the entry's geometries
 * @property {Side} toMove
 * @property {Array<{ at: string, kind: PieceKind }>} pieces
 * @property {Mark[]} marks
 * @property {Record<string, number>} hand
 * @property {Record<string, string>} [phases]
 */

/**
 * A game as the engine describes it (web/generated/catalog.js).
 * @typedef {Object} CatalogEntry
 * @property {string} id
 * @property {string} name
 * @property {Array<{ id: Side, name: string }>} sides   the default first mover first
 * @property {Side} first
 * @property {'loser' | 'same' | 'fixed'} nextFirst
 * @property {Side} human
 * @property {OptionSpec[]} options
 * @property {string[]} levels   level names, weakest first
 * @property {number} defaultLevel
 * @property {number | null} exactLevel   the level that plays from an exact solution where it can (hints ask it)
 * @property {number | null} noProgressLimit
 * @property {{ kind: 'points' | 'squares', hand: number, marks: string[] }} board
 * @property {boolean} teaching
 * @property {string | null} resultsBy
 * @property {Geometry[]} geometries
 * @property {StartView[]} starts
 */

/**
 * @typedef {Object} ThinkReport
 * @property {string} move
 * @property {number} depth
 * @property {number} score
 * @property {string} [exact]   the exact value ("win 5") when a solver chose the move
 * @property {number} nodes
 * @property {number} timeMs
 * @property {string[]} pv
 */

export {};
