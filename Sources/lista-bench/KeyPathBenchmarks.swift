import Views

/// The key targets: the whole work of one key (dispatch, reducer and effects, the 80x24
/// frame) at every size, p99 under 1 ms. A search examines the rows in slices between keys, so
/// two more lines say what a slice costs (a key can wait for one) and how long the complete
/// result takes to arrive.
enum KeyPathBenchmarks {
    /// The target of every key: p99 under 1 ms.
    static let target = Duration.milliseconds(1)
    /// Enough samples for a p99 when a key takes a millisecond; fewer when it takes far longer
    /// (the table then marks the line).
    static let minimumSamples = 30

    static func all(sizes: [Int]) -> [Benchmark] {
        [frameOnly, move, typeInRow, toggle, delete, moveRow, lensChange, searchCharacter, searchSlice, wholeSearch]
            .flatMap { make in sizes.map(make) }
    }

    /// A line of the keys suite, judged by its p99: `probe` drives a fresh ``KeyPathFixture``
    /// of `size` rows (``TodoLines``), whose effects are cancelled after the last sample.
    static func onFixture(_ name: String, size: Int, target: Duration = KeyPathBenchmarks.target,
                          minimumSamples: Int? = KeyPathBenchmarks.minimumSamples,
                          _ probe: @escaping (KeyPathFixture) -> Probe) -> Benchmark {
        Benchmark(suite: .keys, name: name, size: size, target: target, criterion: .p99, minimumSamples: minimumSamples) {
            let fixture = KeyPathFixture(items: TodoLines.items(count: size))
            var prepared = probe(fixture)
            prepared.tearDown = fixture.tearDown
            return prepared
        }
    }

    /// The 80x24 frame alone, of a state no key changed: the share of every key that is drawing.
    static func frameOnly(size: Int) -> Benchmark {
        onFixture("key path share: render 80x24 only", size: size, minimumSamples: nil) { fixture in
            Probe(operation: { _ in fixture.render() })
        }
    }

    private static func key(_ name: String, size: Int, setup: [Key] = [], press: Key,
                            restore: @escaping (KeyPathFixture, Int) -> Void = { _, _ in }) -> Benchmark {
        onFixture("key: " + name, size: size) { fixture in
            fixture.press(setup)
            return Probe(operation: { _ in fixture.press(press) },
                         restore: { sample in restore(fixture, sample) })
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
    /// The key examines the first slice of rows; the rest follow between keys (next lines).
    static func searchCharacter(size: Int) -> Benchmark {
        key("search character (after /)", size: size, setup: [.character("/")], press: .character("x")) { fixture, _ in
            fixture.press(.backspace)
        }
    }

    /// One later slice of that search, and its frame when one is due (``SliceFramePacing``):
    /// the most a key can wait behind a search.
    /// When the search completes, Backspace and `x` (untimed) start it again.
    static func searchSlice(size: Int) -> Benchmark {
        onFixture("search: one later slice (+ frame when due)", size: size) { fixture in
            fixture.press([.character("/"), .character("x")])
            return Probe(operation: { _ in fixture.continueSearch() },
                         restore: { _ in
                             if !fixture.state.isSearching { fixture.press([.backspace, .character("x")]) }
                         })
        }
    }

    /// `x` after `/` and every slice until each row was examined, a frame after each: how long
    /// the complete result takes while the screen stays live. Our own target: under a second.
    static func wholeSearch(size: Int) -> Benchmark {
        onFixture("search: complete result (all slices)", size: size, target: .seconds(1)) { fixture in
            fixture.press(.character("/"))
            return Probe(operation: { _ in
                             fixture.press(.character("x"))
                             fixture.finishSearch()
                         },
                         restore: { _ in fixture.press(.backspace) })
        }
    }
}
