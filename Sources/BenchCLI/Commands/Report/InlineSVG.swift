/// A chart's SVG file made fit to sit inside an HTML page beside others.
enum InlineSVG {
    /// `svg` without its XML prolog, every `id` and every reference to one prefixed with `prefix` (gnuplot names
    /// its markers and filters the same in every chart, and ids must be unique in a page), titled `title` for
    /// screen readers, and sized by the page's CSS rather than by its width and height attributes.
    static func inline(_ svg: String, prefix: String, title: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        var text = String(svg[start.lowerBound...])
        text = text.replacing(/(\sid=)(['"])([^'"]+)(['"])/) { "\($0.output.1)\($0.output.2)\(prefix)-\($0.output.3)\($0.output.4)" }
        text = text.replacing(/(href=)(['"])#([^'"]+)(['"])/) { "\($0.output.1)\($0.output.2)#\(prefix)-\($0.output.3)\($0.output.4)" }
        text = text.replacing(/url\(#([^)]+)\)/) { "url(#\(prefix)-\($0.output.1))" }
        text = text.replacing(/<title>[^<]*<\/title>/, with: "<title>\(HTML.escape(title))</title>", maxReplacements: 1)
        text = text.replacing(/\s(width|height)="\d+"/, with: "", maxReplacements: 2)
        return text.replacing("<svg", with: "<svg role=\"img\" aria-label=\"\(HTML.escape(title))\"", maxReplacements: 1)
    }
}
