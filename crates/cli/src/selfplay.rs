//! `selfplay`: games in pairs from the same random opening, A taking White
//! in the first game of a pair and Black in the second; the result from
//! A's point of view. Each player thinks on its own copy of the match, so
//! each keeps its own search table from move to move, as an engine would.

use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::{AnyMatch, GameId, Side, ThinkSettings};

use crate::args::{Invocation, Player};
use crate::common::{cli_error, is_white_to_move, now_ms, open, random_opening};

fn settings(player: Player, seed: u64) -> ThinkSettings {
    let mut s = ThinkSettings {
        seed,
        ..ThinkSettings::default()
    };
    match player {
        Player::Level(l) => s.level = Some(l),
        Player::Depth(d) => s.depth = Some(d),
        Player::TimeMs(t) => s.time_ms = Some(t as f64),
    }
    s
}

/// A random opening of the asked length that leaves the game going.
fn opening(inv: &Invocation, id: GameId, rng: &mut Rng) -> Result<Vec<String>, String> {
    (0..1000)
        .find_map(|_| {
            let mut game = open(inv, id).ok()?;
            random_opening(game.as_mut(), inv.selfplay.opening_plies, rng)
        })
        .ok_or_else(|| "no opening of that length keeps the game going".to_string())
}

/// Builds what the game's engine keeps (Morris's endgame table) once few
/// pieces are left, before the move that might need it: a game that ends
/// early never waits for it, and every game that gets there has it.
fn prepare_near_the_end(id: GameId, game: &dyn AnyMatch) {
    let s = game.snapshot(game.ply());
    let left = s.pieces.len() as u32 + s.hand.iter().map(|(_, &n)| n).sum::<u32>();
    if left <= 12 {
        id.prepare();
    }
}

/// Plays one game from `opening`; the winner, or `None` for a draw.
fn play_game(
    inv: &Invocation,
    id: GameId,
    opening: &[String],
    a_is_white: bool,
    seed: u64,
) -> Result<Option<Side>, String> {
    let sp = &inv.selfplay;
    let (a, b) = (sp.a.ok_or("--a is missing")?, sp.b.ok_or("--b is missing")?);
    let mut a_game = open(inv, id)?;
    let mut b_game = open(inv, id)?;
    for m in opening {
        a_game.play(m).map_err(cli_error)?;
        b_game.play(m).map_err(cli_error)?;
    }
    while a_game.outcome().is_none() {
        prepare_near_the_end(id, a_game.as_ref());
        let a_moves = is_white_to_move(a_game.as_ref()) == a_is_white;
        let (player, thinker): (Player, &mut Box<dyn AnyMatch>) = if a_moves {
            (a, &mut a_game)
        } else {
            (b, &mut b_game)
        };
        let move_seed = seed.wrapping_add(thinker.ply() as u64);
        let r = thinker
            .think(&settings(player, move_seed), now_ms, None, &mut |_| {})
            .map_err(cli_error)?;
        for game in [&mut a_game, &mut b_game] {
            game.play(&r.best)
                .map_err(|e| format!("the engine chose an illegal move {}: {e}", r.best))?;
        }
    }
    Ok(a_game.outcome().and_then(|o| o.winner))
}

pub fn run(inv: &Invocation) -> Result<String, String> {
    let id = inv.game.ok_or("a game is needed")?;
    let sp = &inv.selfplay;
    let (a, b) = (sp.a.ok_or("--a is missing")?, sp.b.ok_or("--b is missing")?);
    let seed = inv.seed.unwrap_or(1);
    let mut rng = Rng::new(seed);
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut pair_opening = Vec::new();
    for index in 0..sp.games {
        if index % 2 == 0 {
            pair_opening = opening(inv, id, &mut rng)?;
        }
        let a_is_white = index % 2 == 0;
        let game_seed = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(u64::from(index) << 20);
        match play_game(inv, id, &pair_opening, a_is_white, game_seed)? {
            None => draws += 1,
            Some(side) if (side == Side::White) == a_is_white => wins += 1,
            Some(_) => losses += 1,
        }
    }
    let score = (f64::from(wins) + f64::from(draws) / 2.0) * 100.0 / f64::from(sp.games);
    Ok(format!(
        "a={a} b={b} games {}: wins {wins} draws {draws} losses {losses} score {score:.1}%\n",
        sp.games
    ))
}
