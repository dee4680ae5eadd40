import Storage

extension StorageClient {
    /// This client, its watch preceded by one change when the file at `path`, once the watch
    /// has begun, no longer has `loaded`, the status it was read with.
    ///
    /// The app starts a list's watcher after the first frame, a few milliseconds after the file
    /// was read, and the watcher reports changes from the file as it finds it when it starts:
    /// without this, a change made in between would wait for the next one to be seen. A change
    /// that turns out to be none (a `touch`) costs one reload that changes nothing. O(1): one
    /// `stat` when the watch begins.
    public func noticingChanges(since loaded: FileStatus?, at path: String) -> StorageClient {
        var client = self
        client.externalChanges = { [watch = externalChanges] in
            let changes = watch()  // the watch is set from here on
            guard let loaded, (try? FileStatus.of(path)) != loaded else { return changes }
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
            continuation.yield()
            let forward = Task {
                for await change in changes { continuation.yield(change) }
                continuation.finish()
            }
            continuation.onTermination = { _ in forward.cancel() }
            return stream
        }
        return client
    }
}
