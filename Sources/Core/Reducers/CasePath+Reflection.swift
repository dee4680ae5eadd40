extension CasePath {
    /// The path of the enum case that `embed` builds, for example `CasePath(Action.editor)`:
    /// the case's constructor is the whole definition, so a case path costs one line instead of
    /// an embed and an extract written by hand.
    ///
    /// `extract` reads the value's case by reflection and checks it is `embed`'s case (the case
    /// that `embed` of the same payload gives), so two cases with the same payload type are
    /// told apart. O(1) reflection of one level plus a copy of the payload; fit for actions
    /// and destinations, not for a loop over rows.
    public init(_ name: String? = nil, case embed: @escaping @Sendable (Value) -> Root) {
        self.init(name, embed: embed, extract: { root in
            let mirror = Mirror(reflecting: root)
            guard mirror.displayStyle == .enum, let child = mirror.children.first,
                  let value = child.value as? Value else { return nil }
            guard Mirror(reflecting: embed(value)).children.first?.label == child.label else { return nil }
            return value
        })
    }
}
