import Views

/// Issue 6's key targets: the whole work of one key (dispatch, reducer and effects, the 80x24
/// frame) at every size, p99 under 1 ms. Lens changes and search characters filter every row
/// by nature, so they are expected to grow with the list; the table says how much.
enum KeyPathBenchmarks {
    /// The target of every key: p99 under 1 ms.
    static let target = Duration.milliseconds(1)
    /// Enough samples for a p99 when a key takes a millisecond; fewer when it takes far longer
    /// (the table then marks the line).
    static let minimumSamples = 30

    static func all(sizes: [Int]) -> [Benchmark] {
        [frameOnly, move, typeInRow, toggle, delete, moveRow, lensChange, searchCharacter].flatMap { make in sizes.map(make) }
    }

    /// The 80x24 frame alone, of a state no key changed: the share of every key that is drawing.
    static func frameOnly(size: Int) -> Benchmark {
        Benchmark(.keys, "key path share: render 80x24 only", size: size, target: target, criterion: .p99) {
            let fixture = KeyPathFixture(size: size)
            return Probe(operation: { _ in fixture.render() }, tearDown: fixture.tearDown)
        }
    }

    private static func key(_ name: String, size: Int, setup: [Key] = [], press: Key,
                            restore: @escaping (KeyPathFixture, Int) -> Void = { _, _ in }) -> Benchmark {
        Benchmark(.keys, "key: " + name, size: size, target: target, criterion: .p99,
                  minimumSamples: minimumSamples) {
            let fixture = KeyPathFixture(size: size)
            fixture.press(setup)
            return Probe(operation: { _ in fixture.press(press) },
                         restore: { sample in restore(fixture, sample) },
                         tearDown: fixture.tearDown)
        }
    }

    /// `j` from the middle row; `g` (untimed) when the selection reached the last row.
    static func move(size: Int) -> Benchmark {
        key("move (j)", size: size, press: .character("j")) { fixture, _ in
            if fixture.state.selection == fixture.state.visibleIDs.last { fixture.press(.character("g")) }
        }
    }

    /// `a` typed in the middle row's text field (focused with `i`); Backspace (untimed) after.
    static func typeInRow(size: Int) -> Benchmark {
        key("type a character in a row", size: size, setup: [.character("i")], press: .character("a")) { fixture, _ in
            fixture.press(.backspace)
        }
    }

    /// `x` on the middle row, alternately done and not done.
    static func toggle(size: Int) -> Benchmark {
        key("toggle done (x)", size: size, press: .character("x"))
    }

    /// `d` on the middle row; `u` (untimed) puts it back.
    static func delete(size: Int) -> Benchmark {
        key("delete (d)", size: size, press: .character("d")) { fixture, _ in
            fixture.press(.character("u"))
            precondition(fixture.state.rows.count == size, "u did not bring the deleted row back")
        }
    }

    /// `J` on the middle row; `K` (untimed) moves it back.
    static func moveRow(size: Int) -> Benchmark {
        key("move row down (J)", size: size, press: .character("J")) { fixture, _ in
            fixture.press(.character("K"))
        }
    }

    /// Tab: the status lens all → pending → done → all, one step per sample.
    static func lensChange(size: Int) -> Benchmark {
        key("lens change (Tab)", size: size, press: .tab)
    }

    /// `x` as the first character of a search opened with `/`; Backspace (untimed) after.
    static func searchCharacter(size: Int) -> Benchmark {
        key("search character (after /)", size: size, setup: [.character("/")], press: .character("x")) { fixture, _ in
            fixture.press(.backspace)
        }
    }
}
