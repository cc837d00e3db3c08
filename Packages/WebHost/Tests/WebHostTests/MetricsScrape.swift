/// The samples of one Prometheus text scrape, read the way a Prometheus server reads them.
struct MetricsScrape {
  /// One sample: its name, labels and value.
  struct Sample {
    let name: String
    let labels: [String: String]
    let value: Double
  }

  let text: String
  let samples: [Sample]

  init(_ text: String) {
    self.text = text
    samples = text.split(separator: "\n").compactMap(Self.sample)
  }

  /// The value of the sample `name` whose labels include `labels`, summed over any others
  /// (0 when there is none, as for a counter that never moved).
  func value(_ name: String, _ labels: [String: String] = [:]) -> Double {
    samples.filter { sample in sample.name == name && labels.allSatisfy { sample.labels[$0.key] == $0.value } }.map(\.value)
      .reduce(0, +)
  }

  /// Every value the label `key` takes in the samples of `name`.
  func labelValues(_ name: String, _ key: String) -> Set<String> {
    Set(samples.filter { $0.name == name }.compactMap { $0.labels[key] })
  }

  /// `name{a="b",c="d"} 1.5`, `name 3`; nil for comments and anything else.
  private static func sample(_ line: Substring) -> Sample? {
    guard !line.hasPrefix("#"), let space = line.lastIndex(of: " "), let value = Double(line[line.index(after: space)...]) else {
      return nil
    }
    let series = line[..<space]
    guard let open = series.firstIndex(of: "{") else { return Sample(name: String(series), labels: [:], value: value) }
    var labels: [String: String] = [:]
    for pair in series[series.index(after: open)..<series.index(before: series.endIndex)].split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      labels[String(parts[0])] = String(parts[1].dropFirst().dropLast())
    }
    return Sample(name: String(series[..<open]), labels: labels, value: value)
  }
}
