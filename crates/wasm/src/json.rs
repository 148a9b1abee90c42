//! The engine's views as JSON text, written by a serde serializer of a
//! few hundred bytes: the page gets them through one `JSON.parse` each.
//! serde-wasm-bindgen built the same objects a property at a time, at
//! several times the wasm size. Shapes are the serde derives' (field
//! names, `skip_serializing_if`), maps are objects and `None` is `null`,
//! as its JSON-compatible mode gave them.

use std::fmt::{self, Display, Write};

use serde::ser::{self, Impossible, Serialize};

/// A value that could not be written (a map key that is not text, a
/// variant with fields, or a `Serialize` impl's own error). It carries no
/// message: none of the engine's views can fail, and a unit error keeps
/// every field's `?` small.
#[derive(Debug)]
pub struct Error;

impl Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a view could not be written as JSON")
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: Display>(_: T) -> Self {
        Error
    }
}

/// `value` as compact JSON text.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = String::new();
    value.serialize(&mut Writer { out: &mut out })?;
    Ok(out)
}

struct Writer<'a> {
    out: &'a mut String,
}

// The leaves below are kept out of line on purpose: inlined into every
// field of every view they made the writer several times larger.

#[inline(never)]
fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[inline(never)]
fn write_u64(out: &mut String, n: u64) {
    let _ = write!(out, "{n}");
}

#[inline(never)]
fn write_i64(out: &mut String, n: i64) {
    let _ = write!(out, "{n}");
}

/// The separator before an element of an array or object, but the first.
#[inline(never)]
fn separate(out: &mut String, first: &mut bool) {
    if !*first {
        out.push(',');
    }
    *first = false;
}

/// An object's key, after its separator.
#[inline(never)]
fn write_key(out: &mut String, first: &mut bool, key: &str) {
    separate(out, first);
    write_str(out, key);
    out.push(':');
}

#[inline(never)]
fn push(out: &mut String, c: char) {
    out.push(c);
}

impl Writer<'_> {
    fn open(&mut self, bracket: char, close: char) -> Compound<'_> {
        push(self.out, bracket);
        Compound {
            out: self.out,
            close,
            first: true,
        }
    }
}

/// An array or object being written: whether an element has been, and its
/// closing bracket.
pub struct Compound<'a> {
    out: &'a mut String,
    close: char,
    first: bool,
}

impl Compound<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        separate(self.out, &mut self.first);
        value.serialize(&mut Writer { out: self.out })
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        write_key(self.out, &mut self.first, key);
        value.serialize(&mut Writer { out: self.out })
    }

    fn close(self) -> Result<(), Error> {
        push(self.out, self.close);
        Ok(())
    }
}

macro_rules! write_as_number {
    ($write:ident as $wide:ty: $($method:ident: $t:ty),*) => {
        $(fn $method(self, v: $t) -> Result<(), Error> {
            $write(self.out, <$wide>::from(v));
            Ok(())
        })*
    };
}

impl<'a, 'b> ser::Serializer for &'a mut Writer<'b> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Impossible<(), Error>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Impossible<(), Error>;

    write_as_number!(write_i64 as i64: serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64);
    write_as_number!(write_u64 as u64: serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64);

    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.serialize_f64(f64::from(v))
    }

    /// As `JSON.stringify` has it: a number, or `null` if not finite.
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        if v.is_finite() {
            let _ = write!(self.out, "{v}");
        } else {
            self.out.push_str("null");
        }
        Ok(())
    }

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }

    fn serialize_char(self, v: char) -> Result<(), Error> {
        write_str(self.out, v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        write_str(self.out, v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        let mut seq = self.open('[', ']');
        for b in v {
            seq.element(b)?;
        }
        seq.close()
    }

    fn serialize_none(self) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }

    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        write_str(self.out, variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        let mut object = self.open('{', '}');
        object.field(variant, value)?;
        object.close()
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(self.open('[', ']'))
    }

    fn serialize_tuple(self, _: usize) -> Result<Compound<'a>, Error> {
        Ok(self.open('[', ']'))
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        Ok(self.open('[', ']'))
    }

    fn serialize_tuple_variant(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        let _ = name;
        Err(Error)
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        Ok(self.open('{', '}'))
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        Ok(self.open('{', '}'))
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        let _ = name;
        Err(Error)
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

/// Keys are written like any value and must come out as text (the
/// engine's maps are keyed by side ids and option names).
impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        let start = self.out.len() + usize::from(!self.first);
        self.element(key)?;
        if self.out[start..].starts_with('"') {
            Ok(())
        } else {
            Err(Error)
        }
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        push(self.out, ':');
        value.serialize(&mut Writer { out: self.out })
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

#[cfg(test)]
mod tests {
    //! The writer against serde_json, which writes what serde-wasm-bindgen's
    //! JSON-compatible mode built: every view of every game, the same.

    use serde::Serialize;
    use tabuleiro_engine::rng::Rng;
    use tabuleiro_engine::{GameId, MatchOptions, ThinkSettings};

    use super::to_string;
    use crate::convert::OptionsOut;

    fn same<T: Serialize>(value: &T) {
        let ours: serde_json::Value = serde_json::from_str(&to_string(value).unwrap()).unwrap();
        assert_eq!(ours, serde_json::to_value(value).unwrap());
    }

    #[test]
    fn every_view_is_written_as_serde_json_writes_it() {
        let mut rng = Rng::new(14);
        let descriptions: Vec<_> = GameId::ALL.iter().map(|g| g.describe()).collect();
        same(&descriptions);
        let rastros = MatchOptions::new().with("size", "5").with("start", "fixed");
        for (id, options) in GameId::ALL
            .iter()
            .map(|&g| (g, MatchOptions::new()))
            .chain([(GameId::Rastros, rastros)])
        {
            let mut game = id.open(&options).unwrap();
            same(game.geometry());
            same(&OptionsOut(&game.options()));
            for _ in 0..60 {
                same(&game.snapshot(usize::MAX));
                let legal = game.legal();
                if legal.is_empty() {
                    break;
                }
                let pick = &legal[(rng.next_u64() % legal.len() as u64) as usize];
                game.play(pick).unwrap();
            }
            same(&game.snapshot(3));
            game.undo();
            same(&game.snapshot(usize::MAX));
        }
        let mut game = GameId::Morris.open(&MatchOptions::new()).unwrap();
        let settings = ThinkSettings {
            level: Some(2),
            seed: 1,
            ..ThinkSettings::default()
        };
        let report = game.think(&settings, || 0.0, None, &mut |_| {}).unwrap();
        same(&report);
    }

    #[test]
    fn text_is_escaped() {
        same(&"a \"quoted\" back\\slash\n\t\u{1} é 中");
        same(&Some(vec![(1u8, -2i64)]));
        same(&None::<u32>);
    }
}
