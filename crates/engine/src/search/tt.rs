//! The transposition table: a fixed array indexed by the low bits of the
//! key, always-replace with a depth preference, the full key kept to detect
//! collisions. `Store` is what the searcher asks of any table, so that the
//! native engine can search with a table shared between threads
//! (`shared_tt.rs`) while every other build keeps this one.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub depth: u8,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<M>,
    pub age: u8,
}

/// What the searcher needs of a transposition table. Both tables answer
/// alike: the same slot for a key, the same replacement rule, so a search
/// by one thread visits the same nodes with either.
pub trait Store<M>: Send + 'static {
    /// A table of `2^bits` entries.
    fn with_bits(bits: u32) -> Self;
    /// The bytes of one entry.
    fn entry_bytes() -> usize;
    /// A new search begins: entries of older ones may be replaced first
    /// (a helper thread's handle on a shared table leaves this to the
    /// main thread's).
    fn new_search(&mut self);
    /// Forgets every entry (between searches; a helper thread's handle
    /// leaves this to the main thread's).
    fn clear(&mut self);
    fn probe(&self, key: u64) -> Option<Entry<M>>;
    fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<M>);
    /// Another handle on the same entries, for a helper thread (a table of
    /// one thread's own has none).
    #[cfg(feature = "threads")]
    fn share(&self) -> Option<Self>
    where
        Self: Sized,
    {
        None
    }
    /// The main thread starts its iteration at `depth` (helpers read it).
    #[cfg(feature = "threads")]
    fn announce_depth(&self, _depth: u32) {}
    /// The depth of the main thread's iteration under way.
    #[cfg(feature = "threads")]
    fn main_depth(&self) -> u32 {
        0
    }
}

/// Whether a new result for `key` at `depth` in a search of age `age`
/// replaces `old` (`None`: an empty slot): the same position, an older
/// search's, or one no deeper. Every table's rule (`shared_tt.rs` too).
#[inline(always)]
pub(super) fn replaces<M>(old: Option<&Entry<M>>, key: u64, depth: u32, age: u8) -> bool {
    match old {
        None => true,
        Some(old) => old.key == key || old.age != age || old.depth as u32 <= depth,
    }
}

pub struct Table<M> {
    entries: Vec<Option<Entry<M>>>,
    mask: usize,
    age: u8,
}

// The methods are inlined by force: through the trait, LLVM's choices in
// the wasm's negamax came out 100 bytes gzip larger than with the inherent
// methods before the trait; inlined, the page's engine is within 10 bytes.
impl<M: Copy + Send + 'static> Store<M> for Table<M> {
    fn with_bits(bits: u32) -> Table<M> {
        let size = 1usize << bits;
        Table {
            entries: vec![None; size],
            mask: size - 1,
            age: 0,
        }
    }

    fn entry_bytes() -> usize {
        std::mem::size_of::<Option<Entry<M>>>()
    }

    #[inline(always)]
    fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn clear(&mut self) {
        self.entries.fill(None);
    }

    #[inline(always)]
    fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    #[inline(always)]
    fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<M>) {
        let slot = &mut self.entries[key as usize & self.mask];
        if replaces(slot.as_ref(), key, depth, self.age) {
            let best = best.or_else(|| slot.filter(|e| e.key == key).and_then(|e| e.best));
            *slot = Some(Entry {
                key,
                depth: depth.min(255) as u8,
                score,
                bound,
                best,
                age: self.age,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_full_key() {
        let mut t: Table<u8> = Table::with_bits(4);
        t.store(0x10, 3, 50, Bound::Exact, Some(7));
        assert_eq!(
            t.probe(0x10).map(|e| (e.score, e.best)),
            Some((50, Some(7)))
        );
        // Same slot, other key: not found.
        assert!(t.probe(0x20).is_none());
        // A shallower result for the same key still replaces, keeping the move.
        t.store(0x10, 1, 10, Bound::Lower, None);
        assert_eq!(
            t.probe(0x10).map(|e| (e.score, e.best)),
            Some((10, Some(7)))
        );
    }
}
