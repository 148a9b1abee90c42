//! Achi's evaluation for the levels below Perfect: open twos (a row or
//! column with two of a side's pieces and no enemy), slides available and
//! the centre; closing a mill is tried first.

use super::rules::{Achi, AchiMove};
use crate::rules::{Evaluate, Rules};

impl Evaluate for Achi {
    fn evaluate(&self) -> i32 {
        let me = self.to_move;
        let twos = self.open_twos(me) - self.open_twos(me.other());
        let mobility = self.slide_count(me) - self.slide_count(me.other());
        let centre = i32::from(self.men[me.index()] >> 4 & 1)
            - i32::from(self.men[me.other().index()] >> 4 & 1);
        40 * twos + 10 * mobility + 15 * centre
    }

    fn order_hint(&self, m: AchiMove) -> i32 {
        let after = self.play(m);
        if Achi::has_mill(after.men[self.to_move.index()]) {
            1000
        } else {
            0
        }
    }
}
