//! The opening book's entries, written by the `morris_book` example from
//! our own searches: (key of the canonical position, packed move), sorted
//! by key. Do not edit by hand; `book.rs` explains the format.

pub const ENTRIES: &[(u32, u16)] = &[];
