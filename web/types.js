// @ts-check
// Shared JSDoc types for the web layer: the shapes the engine hands over
// (see crates/wasm) and the small records the modules pass between them.
// This module has no code; other files refer to it with import('./types.js').

/** @typedef {'white' | 'black' | 'p1' | 'p2'} Side */
/** @typedef {Side | 'marker'} PieceKind   a Rastros side never stands on the board: its piece is the shared marker */
/** @typedef {'ai' | 'local'} Mode */

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
 * @property {Array<{ at: string, kind: PieceKind }>} pieces
 * @property {Mark[]} marks
 * @property {[number, number]} hand   white's, then black's
 * @property {MoveView | null} lastMove
 * @property {MoveView[]} legal
 * @property {Outcome | null} outcome
 * @property {number} noProgress
 * @property {number} [noProgressLimit]   plies without progress that draw (games with that rule)
 * @property {boolean} canUndo
 * @property {boolean} canRedo
 * @property {Hints} [hints]   teaching data, for games that have it (Six Stones)
 * @property {[string, string]} [phases]   each side's phase, white's then black's (Morris: placing, sliding, flying)
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

/**
 * @typedef {Object} GameOptions
 * @property {Side | null} [first]
 * @property {number | null} [size]
 * @property {string | null} [start]
 */

/**
 * @typedef {Object} GameHandle
 * @property {() => string} game
 * @property {() => GameOptions} options
 * @property {() => Geometry} geometry
 * @property {(ply?: number) => Snapshot} snapshot
 * @property {() => string[]} moves
 * @property {(text: string) => string} play
 * @property {() => boolean} undo
 * @property {() => boolean} redo
 * @property {(ply: number) => void} truncate
 * @property {() => void} [free]
 */

/**
 * @typedef {Object} CatalogEntry
 * @property {string} id
 * @property {boolean} available
 * @property {string[]} levels   level names, weakest first
 */

/**
 * @typedef {Object} ThinkReport
 * @property {string} move
 * @property {number} depth
 * @property {number} score
 * @property {number} nodes
 * @property {number} timeMs
 * @property {string[]} pv
 */

/**
 * @typedef {Object} ThinkRequest
 * @property {string} game
 * @property {GameOptions} options
 * @property {string[]} moves
 * @property {number} level   1-based
 */

/**
 * @typedef {Object} Thinker
 * @property {(request: ThinkRequest, hooks?: { onProgress?: (report: ThinkReport) => void }) => Promise<ThinkReport>} think
 * @property {() => void} cancel
 */

/**
 * @typedef {Object} Engine
 * @property {new (game: string, options: GameOptions, moves?: string[]) => GameHandle} GameHandle
 * @property {() => CatalogEntry[]} gameCatalog
 * @property {(previousFirst: string, winner: string) => string} nextFirstMover   'white' | 'black'
 * @property {Thinker} thinker
 */

export {};
