//! Square bits and shifts of Rastros' `u128` boards, written on their two
//! 64-bit halves. WebAssembly has 64-bit registers only: there a `u128`
//! shift by an amount known only at run time (`1u128 << square`,
//! `set >> square & 1`, the row shift of `Grid::dilate`) compiles to a call
//! into compiler-builtins (`__ashlti3`, `__lshrti3`) on every use, which
//! cost the search a tenth of its time in the browser. These work on the
//! halves instead, and cost natively what the plain shifts cost.

#[inline]
fn join(lo: u64, hi: u64) -> u128 {
    u128::from(hi) << 64 | u128::from(lo)
}

#[inline]
fn halves(set: u128) -> (u64, u64) {
    (set as u64, (set >> 64) as u64)
}

/// The one-square set `{square}` (`square` below 128). The half is
/// picked by masks, not by a branch or a select of two `u128`s: LLVM folds
/// those back into the variable `u128` shift this module avoids.
#[inline]
pub fn bit(square: u8) -> u128 {
    let one = 1u64 << (square & 63);
    let high = 0u64.wrapping_sub(u64::from(square >> 6 & 1));
    join(one & !high, one & high)
}

/// Whether `square` (below 128) is in `set`.
#[inline]
pub fn has(set: u128, square: u8) -> bool {
    set & bit(square) != 0
}

/// `set` shifted towards higher squares by `n`, 1 to 63 (a row up).
#[inline]
pub fn up(set: u128, n: u32) -> u128 {
    let (lo, hi) = halves(set);
    join(lo << n, hi << n | lo >> (64 - n))
}

/// `set` shifted towards lower squares by `n`, 1 to 63 (a row down).
#[inline]
pub fn down(set: u128, n: u32) -> u128 {
    let (lo, hi) = halves(set);
    join(lo >> n | hi << (64 - n), hi >> n)
}

/// `set` shifted towards lower squares by any `n` below 128.
#[inline]
pub fn shr(set: u128, n: u32) -> u128 {
    match n & 127 {
        0 => set,
        n @ 1..=63 => down(set, n),
        n => join(halves(set).1 >> (n - 64), 0),
    }
}

/// The squares of `set`, lowest first, taken from its halves: a `u128`'s
/// lowest bit cleared (`set &= set - 1`) is a subtraction with a borrow
/// across the halves in wasm, where each half is a register of its own.
#[inline]
pub fn squares(set: u128) -> Squares {
    let (lo, hi) = halves(set);
    Squares { lo, hi }
}

pub struct Squares {
    lo: u64,
    hi: u64,
}

impl Iterator for Squares {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.lo != 0 {
            let square = self.lo.trailing_zeros() as u8;
            self.lo &= self.lo - 1;
            Some(square)
        } else if self.hi != 0 {
            let square = self.hi.trailing_zeros() as u8 + 64;
            self.hi &= self.hi - 1;
            Some(square)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_lists_each_bit_once_lowest_first() {
        let set = 1u128 | 1 << 5 | 1 << 63 | 1 << 64 | 1 << 100 | 1 << 127;
        let listed: Vec<u8> = squares(set).collect();
        assert_eq!(listed, [0, 5, 63, 64, 100, 127]);
        assert_eq!(squares(0).next(), None);
    }

    #[test]
    fn agree_with_the_plain_shifts() {
        let sets = [
            0u128,
            1,
            u128::MAX,
            0x1_2345_6789_abcd_ef01_2345_6789_abcd,
            1 << 63 | 1 << 64 | 1 << 80,
        ];
        for square in 0..128u8 {
            assert_eq!(bit(square), 1u128 << square);
            for &set in &sets {
                assert_eq!(has(set, square), set >> square & 1 == 1);
            }
        }
        for n in 0..128u32 {
            for &set in &sets {
                assert_eq!(shr(set, n), set >> n, "{set:#x} >> {n}");
                if (1..64).contains(&n) {
                    assert_eq!(up(set, n), set << n, "{set:#x} << {n}");
                    assert_eq!(down(set, n), set >> n, "{set:#x} >> {n}");
                }
            }
        }
    }
}
