extension String {
    /// A sentence (a storage error's, say) without its final period, to be set inside another
    /// sentence without a doubled one ("… todo.txt.. Press q"). O(1).
    public var withoutFinalPeriod: Substring { hasSuffix(".") ? dropLast() : self[...] }
}
