//! Nine Men's Morris: the opening book. For the first placements of the
//! lines it covers, the move our own deep searches chose, one entry per
//! symmetry class of position (`symmetry.rs`): a 32-bit key and the move
//! written for the class's canonical position. The entries are made by
//! `cargo run --release -p tabuleiro-engine --example morris_book` (see
//! docs/morris-engine.md) into `book_data.rs`; nothing in them comes from
//! another program.

use super::book_data::ENTRIES;
use super::rules::{Morris, MorrisMove, POINT_COUNT};
use super::symmetry::{symmetries, Symmetries, COUNT};
use crate::rules::Rules;

/// A position's canonical form: the image with the smallest key among its
/// 16 symmetric images, and the symmetry that gives it.
pub fn canonical(s: &Morris) -> (Morris, usize) {
    let sym = symmetries();
    (0..COUNT)
        .map(|g| (image(sym, g, s), g))
        .min_by_key(|(m, _)| m.key())
        .unwrap_or((*s, 0))
}

/// The image of a position under symmetry `g`.
fn image(sym: &Symmetries, g: usize, s: &Morris) -> Morris {
    Morris {
        men: [sym.apply(g, s.men[0]), sym.apply(g, s.men[1])],
        ..*s
    }
}

/// The book's key for a canonical position.
pub fn key(canonical: &Morris) -> u32 {
    (canonical.key() >> 32) as u32
}

/// A move packed in 16 bits: where to (5 bits), where from and what it
/// removes (5 bits each, 31 for none).
pub fn pack(m: MorrisMove) -> u16 {
    let field = |p: Option<usize>| p.map_or(31, |p| p as u16);
    m.to() as u16 | field(m.from()) << 5 | field(m.removal()) << 10
}

fn unpack(bits: u16) -> Option<MorrisMove> {
    let field = |shift: u16| {
        let p = usize::from(bits >> shift & 31);
        (p < POINT_COUNT).then_some(p)
    };
    let to = field(0)?;
    let m = match field(5) {
        Some(from) => MorrisMove::step(from, to),
        None => MorrisMove::place(to),
    };
    Some(match field(10) {
        Some(r) => m.removing(r),
        None => m,
    })
}

/// A point carried back from the canonical frame by the inverse of `g`.
fn back(sym: &Symmetries, g: usize, point: usize) -> usize {
    (0..POINT_COUNT)
        .find(|&p| sym.apply(g, 1 << p) == 1 << point)
        .unwrap_or(point)
}

/// The book's move for `s`, if the book covers it (and it is legal there:
/// a 32-bit key could, very rarely, name another position).
pub fn book_move(s: &Morris) -> Option<MorrisMove> {
    let (c, g) = canonical(s);
    let k = key(&c);
    let at = ENTRIES.binary_search_by_key(&k, |e| e.0).ok()?;
    let stored = unpack(ENTRIES[at].1)?;
    let sym = symmetries();
    let to = back(sym, g, stored.to());
    let m = match stored.from() {
        Some(from) => MorrisMove::step(back(sym, g, from), to),
        None => MorrisMove::place(to),
    };
    let m = match stored.removal() {
        Some(r) => m.removing(back(sym, g, r)),
        None => m,
    };
    let mut legal = Vec::new();
    s.legal_moves(&mut legal);
    legal.contains(&m).then_some(m)
}

/// Entries in the book, and their bytes in the program.
pub fn size() -> (usize, usize) {
    (ENTRIES.len(), std::mem::size_of_val(ENTRIES))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::morris::rules::MorrisOptions;

    #[test]
    fn moves_pack_and_unpack() {
        let m = MorrisMove::step(3, 4).removing(20);
        assert_eq!(unpack(pack(m)), Some(m));
        assert_eq!(
            unpack(pack(MorrisMove::place(23))),
            Some(MorrisMove::place(23))
        );
    }

    #[test]
    fn entries_are_sorted_and_the_start_is_in_the_book() {
        assert!(ENTRIES.windows(2).all(|w| w[0].0 < w[1].0));
        let start = Morris::start(&MorrisOptions::default());
        assert!(ENTRIES.is_empty() || book_move(&start).is_some());
    }

    #[test]
    fn symmetric_positions_get_symmetric_moves() {
        let sym = symmetries();
        let start = Morris::start(&MorrisOptions::default());
        let Some(first) = book_move(&start) else {
            return;
        };
        let after = start.play(first);
        let Some(reply) = book_move(&after) else {
            return;
        };
        for g in 0..COUNT {
            let turned = image(sym, g, &after);
            let r = book_move(&turned).expect("a symmetric image is in the book");
            let ours = canonical(&turned.play(r)).0;
            assert_eq!(ours, canonical(&after.play(reply)).0, "{g}");
        }
    }
}
