//! Fuzz input as a stream of small choices: a byte for a game, a number,
//! a flag, and text to the end. An exhausted stream answers zeros, so every
//! input, even empty, is a valid run.

pub struct Input<'a> {
    data: &'a [u8],
}

impl<'a> Input<'a> {
    pub fn new(data: &'a [u8]) -> Input<'a> {
        Input { data }
    }

    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// A choice among `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        let wide = usize::from(self.byte()) << 8 | usize::from(self.byte());
        wide % n
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Bytes up to the next `sep` (or the end), as text; invalid UTF-8 is
    /// replaced, since every entry point takes `&str`.
    pub fn text_until(&mut self, sep: u8) -> String {
        let end = self
            .data
            .iter()
            .position(|&b| b == sep)
            .unwrap_or(self.data.len());
        let text = String::from_utf8_lossy(&self.data[..end]).into_owned();
        self.data = self.data.get(end + 1..).unwrap_or_default();
        text
    }

    /// The rest, as text.
    pub fn rest(&mut self) -> String {
        let text = String::from_utf8_lossy(self.data).into_owned();
        self.data = &[];
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_choices_then_text_and_never_runs_dry() {
        let mut input = Input::new(b"\x00\x07ab\ncd");
        assert_eq!(input.below(5), 2);
        assert_eq!(input.text_until(b'\n'), "ab");
        assert_eq!(input.rest(), "cd");
        assert!(input.is_empty());
        assert_eq!((input.byte(), input.below(3)), (0, 0));
        assert_eq!(input.text_until(b'\n'), "");
    }
}
