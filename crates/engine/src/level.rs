//! The level model: each level is a search budget plus an error model.
//! Below the top, the engine scores every root move and picks one by
//! softmax with a level-dependent temperature, so a weak level still plays
//! moves that look sensible and mostly takes a win it can see, but misses
//! what lies beyond its horizon.

use crate::rng::Rng;
use crate::search::is_decisive;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSpec {
    /// Name for players (an i18n key is derived from it in the web layer).
    pub name: &'static str,
    pub depth: u32,
    pub time_ms: Option<f64>,
    /// Softmax temperature in evaluation units; 0 plays the best move.
    pub temperature: f64,
    /// Play from the game's exact solution where one exists.
    pub exact: bool,
}

/// Scores beyond this are squashed so that a seen win is strongly but not
/// infinitely preferred by the softmax.
const DECISIVE_CAP: f64 = 1000.0;

fn softmax_score(score: i32) -> f64 {
    if is_decisive(score) {
        let distance = (crate::search::WIN_SCORE - score.abs()) as f64;
        score.signum() as f64 * (DECISIVE_CAP - distance)
    } else {
        f64::from(score).clamp(-DECISIVE_CAP * 0.8, DECISIVE_CAP * 0.8)
    }
}

/// Picks a move from scored candidates: the best at temperature 0, else by
/// softmax. `scored` must not be empty.
pub fn choose<M: Copy>(scored: &[(M, i32)], temperature: f64, rng: &mut Rng) -> Option<M> {
    let best = scored.iter().max_by_key(|(_, s)| *s)?;
    if temperature <= 0.0 {
        return Some(best.0);
    }
    let top = softmax_score(best.1);
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, s)| ((softmax_score(s) - top) / temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut pick = rng.next_f64() * total;
    for (&(m, _), w) in scored.iter().zip(&weights) {
        if pick < *w {
            return Some(m);
        }
        pick -= w;
    }
    Some(best.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::WIN_SCORE;

    #[test]
    fn zero_temperature_takes_the_best() {
        let mut rng = Rng::new(1);
        assert_eq!(choose(&[(1, 5), (2, 50), (3, -9)], 0.0, &mut rng), Some(2));
        assert_eq!(choose::<u8>(&[], 10.0, &mut rng), None);
    }

    #[test]
    fn softmax_prefers_better_moves_and_wins_almost_always() {
        let mut rng = Rng::new(2);
        let scored = [(0, 0), (1, 40), (2, 80)];
        let mut counts = [0; 3];
        for _ in 0..3000 {
            counts[choose(&scored, 40.0, &mut rng).unwrap()] += 1;
        }
        assert!(counts[2] > counts[1] && counts[1] > counts[0], "{counts:?}");
        assert!(counts[0] > 100, "weak moves still happen: {counts:?}");

        let with_win = [(0, 30), (1, WIN_SCORE - 1)];
        let wins = (0..1000)
            .filter(|_| choose(&with_win, 60.0, &mut rng) == Some(1))
            .count();
        assert!(wins > 990, "{wins}");
    }
}
