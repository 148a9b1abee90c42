//! Sorting the engine's short lists (moves, pieces, a game's best moves):
//! an insertion sort, stable like the standard library's `sort`. Those
//! sorts are built for long slices and each element type they sort costs
//! the browser's download 3–8 KB of wasm; these lists hold a few dozen
//! items at most, where insertion sort is as quick and a few hundred bytes.

/// Sorts `v` so that no element is `less` than the one before it; equal
/// elements keep their order.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// `sort_by` the natural order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, |a, b| a < b);
}

/// `sort_by` a key.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn sorts_as_the_standard_library_does() {
        let mut rng = Rng::new(3);
        for len in 0..60 {
            let items: Vec<(u64, usize)> = (0..len).map(|i| (rng.next_u64() % 7, i)).collect();
            let (mut ours, mut std) = (items.clone(), items.clone());
            sort_by_key(&mut ours, |&(k, _)| k);
            std.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std, "stable by key");
            let (mut ours, mut std) = (items.clone(), items);
            sort(&mut ours);
            std.sort();
            assert_eq!(ours, std);
        }
    }
}
