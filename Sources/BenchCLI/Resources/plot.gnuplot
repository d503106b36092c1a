# plot.gnuplot: renders syncbench's chart set, each as PNG and SVG, from a results CSV.
#
#   gnuplot -e "data='results/latest.csv'; out='results/charts'" plot.gnuplot
#
# Both variables are optional (those are the defaults). Also optional: formats ('png svg', or one of them),
# source (what the notes call the data), latency_threads and rwmix_threads (the thread count shown by charts
# 5 and 6; default: the largest count from 2 up to the effective CPUs that the file has), and real_names (the
# names to show for primitives whose names bench replaced in the data: see below). A chart whose
# data the file lacks is skipped with a note. `bench plot` and `bench report` run this script, on one file
# or on several merged into one (the `host` column tells the runs apart: each host gets a line style of its
# own); it needs gnuplot 5.4 or later. Throughput, ns/op and fairness against threads are small multiples:
# one panel per family (the `family` column), on one shared y axis. Charts 8 to 12 are the kernels (cache,
# queue, striped, tasks, and those of your own package): throughput per primitive, a bar per shape and thread count.

if (GPVAL_VERSION < 5.4) { exit error sprintf("plot.gnuplot needs gnuplot 5.4 or later; this is %.1f", GPVAL_VERSION) }
if (!exists("data")) data = "results/latest.csv"
if (!exists("out")) out = "results/charts"
if (!exists("formats")) formats = "png svg"
if (!exists("source")) source = data
if (!exists("real_names")) real_names = ""
set print "-"

# ---- helpers on space-separated word lists and missing values

isnan(x) = x != x
has_word(list, w) = strstrt(" " . list . " ", " " . w . " ") > 0
add_word(list, w) = has_word(list, w) ? list : (list eq "" ? w : list . " " . w)
index_from(list, w, i) = i > words(list) ? 0 : (word(list, i) eq w ? i : index_from(list, w, i + 1))
index_of(list, w) = index_from(list, w, 1)
upper(a, b) = isnan(b) ? a : (b > a ? b : a)
decade_below(x) = 10 ** floor(log10(x))
decade_above(x) = 10 ** ceil(log10(x))
three_digits(x) = x >= 1000 ? sprintf("%.0f", x) : sprintf("%.3g", x)
time_label(ns) = ns < 1e3 ? sprintf("%g ns", ns) : ns < 1e6 ? sprintf("%g µs", ns / 1e3) : ns < 1e9 ? sprintf("%g ms", ns / 1e6) : sprintf("%g s", ns / 1e9)
# " | " separates the runs in the `runs` metadata; a title shows one run per line.
one_per_line(text) = strstrt(text, " | ") == 0 ? text : text[1:strstrt(text, " | ") - 1] . "\n" . one_per_line(text[strstrt(text, " | ") + 3:])

# ---- pass 1: the metadata (`# key: value` lines, which gnuplot otherwise skips) and the header

meta_value(line, key) = strstrt(line, "# " . key . ": ") == 1 ? line[strlen(key) + 5:] : ""
keep(old, line, key) = old ne "" ? old : meta_value(line, key)
schema = ""; platform = ""; cpu = ""; swift = ""; date = ""; build = ""; effective = ""; runs = ""; header = ""
scan_line(line) = line[1:1] eq "#" \
    ? (schema = keep(schema, line, "schema"), platform = keep(platform, line, "platform"), \
       cpu = keep(cpu, line, "cpu_model"), swift = keep(swift, line, "swift"), date = keep(date, line, "date"), \
       build = keep(build, line, "build"), effective = keep(effective, line, "effective_cpus"), \
       runs = keep(runs, line, "runs"), 0) \
    : (header = header . "," . line, 0)

# gnuplot cuts a line without separators at 1,024 characters and warns about each one, and a row of a run
# with many forks is longer than that: so this pass reads, through awk, the metadata lines and then the
# header alone, one column name a line.
set datafile separator "\t"
set datafile commentschars ""
set datafile nocolumnheaders
metadata_and_header = sprintf("< awk '/^#/ { print; next } { n = split($0, f, \",\"); for (i = 1; i <= n; i++) print f[i]; exit }' '%s'", data)
stats metadata_and_header using (scan_line(strcol(1))) nooutput
if (schema[1:10] ne "syncbench/") { exit error sprintf("%s: no '# schema: syncbench/N' line: not a syncbench results file", source) }
has(column_name) = strstrt("," . header . ",", "," . column_name . ",") > 0

unknown(text) = text eq "" ? "?" : text
not_release = (build eq "" || build eq "release") ? "" : sprintf(" (%s build: not representative)", build)
# One effective CPU count, or several (space-separated) when runs of several machines are merged.
effective_cpus = words(effective) == 1 ? int(effective) : 0
fewest_cpus = words(effective) >= 1 ? int(word(effective, 1)) : 0

# ---- pass 2: which primitives, hosts, families, thread counts and row kinds the file holds

set datafile separator comma
set datafile commentschars "#"
set datafile columnheaders

zero_or_absent(name) = !has(name) || isnan(column(name)) || column(name) == 0
is_case(kind) = strcol("benchmark") eq kind && strcol("status") eq "ok"
# Charts 1 to 5 show the plain increment: no calibrated work inside or outside the lock.
is_plain(kind) = is_case(kind) && zero_or_absent("critical_ns") && zero_or_absent("think_ns")
has_value(name) = has(name) && !isnan(column(name))
threads_text(dummy) = sprintf("%d", column("threads"))
host_of(dummy) = has("host") && strcol("host") ne "" ? strcol("host") : "-"
family_of_row(dummy) = has("family") && strcol("family") ne "" ? strcol("family") : "unknown"
# `pair` names a primitive on a host: the unit of a line or a bar.
pair(dummy) = strcol("primitive") . "@" . host_of(0)

primitives = ""; uncontended = ""; contended = ""; thread_counts = ""; fair = 0; hosts = ""; families = ""
pairs = ""; latency_cases = ""; latency_threads_seen = ""; rwmix = ""; rwmix_threads_seen = ""; rwmix_mixes = ""; most_threads = 0
inversion = ""; rw_pairs = ""
collect(dummy) = (primitives = add_word(primitives, strcol("primitive")), hosts = add_word(hosts, host_of(0)), \
    families = add_word(families, strcol("primitive") . "=" . family_of_row(0)), \
    is_plain("uncontended") ? (uncontended = add_word(uncontended, strcol("primitive"))) : 0, \
    is_plain("contended") ? (contended = add_word(contended, strcol("primitive")), pairs = add_word(pairs, pair(0)), \
        thread_counts = add_word(thread_counts, threads_text(0)), most_threads = upper(most_threads, column("threads")), \
        fair = fair + has_value("jain_index"), \
        has_value("latency_p50_ns") ? (latency_cases = add_word(latency_cases, pair(0) . "@" . threads_text(0)), \
            latency_threads_seen = add_word(latency_threads_seen, threads_text(0))) : 0) : 0, \
    is_case("rwmix") && has_value("read_pct") ? (rwmix = add_word(rwmix, strcol("primitive")), rw_pairs = add_word(rw_pairs, pair(0)), \
        rwmix_threads_seen = add_word(rwmix_threads_seen, threads_text(0)), \
        rwmix_mixes = add_word(rwmix_mixes, sprintf("%d", column("read_pct")))) : 0, \
    is_case("inversion") && has_value("latency_p50_ns") ? (inversion = add_word(inversion, pair(0))) : 0, \
    0)
stats data using (collect(0)) nooutput
host_count = words(hosts)

# Thread counts in increasing order (the harness caps them at 1024).
sorted_threads = ""
do for [t = 1:most_threads] { if (has_word(thread_counts, sprintf("%d", t))) { sorted_threads = add_word(sorted_threads, sprintf("%d", t)) } }

# The thread count a per-count chart shows, from the counts in `seen`: the largest from 2 up to the
# effective CPUs (contended, not oversubscribed), else the smallest from 2, else the first. Sets `pick`.
pick_threads = "pick = 0; " \
    . "do for [k = 1:words(seen)] { t = int(word(seen, k)); if (t >= 2 && (fewest_cpus == 0 || t <= fewest_cpus) && t > pick) { pick = t } }; " \
    . "if (pick == 0) { do for [k = 1:words(seen)] { t = int(word(seen, k)); if (t >= 2 && (pick == 0 || t < pick)) { pick = t } } }; " \
    . "if (pick == 0) { pick = int(word(seen, 1)) }"

# ---- families: the panels of the thread charts, in this order, then any other the file names

# `families` holds `primitive=family` words; a primitive's family is its first.
family_from(name, i) = i > words(families) ? "unknown" \
    : (strstrt(word(families, i), name . "=") == 1 ? word(families, i)[strlen(name) + 2:] : family_from(name, i + 1))
family_at = ""
do for [i = 1:words(primitives)] { family_at = family_at . " " . family_from(word(primitives, i), 1) }
family_of(name) = index_of(primitives, name) == 0 ? "unknown" : word(family_at, index_of(primitives, name))
family_order = "pthread foundation dispatch spin_mutex executor control user unknown"
all_families = family_order
do for [i = 1:words(primitives)] { all_families = add_word(all_families, word(family_at, i)) }
family_title(f) = f eq "pthread" ? "pthread kinds" : f eq "foundation" ? "Foundation locks" \
    : f eq "dispatch" ? "Dispatch and semaphores" : f eq "spin_mutex" ? "Spinlocks and Mutex" : f eq "executor" ? "Executors" \
    : f eq "control" ? "Controls: no lock, atomic add, C twins" : f eq "user" ? "Your own locks" \
    : f eq "unknown" ? "Family not recorded" : f
# Sets `ordered` to the words of `list` family by family, in the order of `all_families`.
order_by_family = "ordered = ''; do for [f = 1:words(all_families)] { do for [i = 1:words(list)] { " \
    . "if (family_of(word(list, i)) eq word(all_families, f)) { ordered = add_word(ordered, word(list, i)) } } }"

# ---- styles: a colour and marker per primitive, distinct within its family and the same in every chart;
# a dash and a marker fill per host (the first solid and filled, the second dashed and open, ...)

if (!exists("controls")) controls = "no_lock atomic_increment c_pthread_mutex c_atomic_increment"
is_control(name) = family_of(name) eq "control" || has_word(controls, name)
colours = "#1f77b4 #d62728 #2ca02c #ff7f0e #9467bd #8c564b #e377c2 #17becf #bcbd22 #555555 #393b79 #ad494a"
host_colours = "#4c72b0 #dd8452 #55a868 #c44e52 #8172b3 #937860"
rank_at = ""
do for [i = 1:words(primitives)] {
    n = 0
    do for [j = 1:i] { if (word(family_at, j) eq word(family_at, i)) { n = n + 1 } }
    rank_at = rank_at . " " . n
}
rank_of(name) = index_of(primitives, name) == 0 ? 1 : int(word(rank_at, index_of(primitives, name)))
colour_of(name) = word(colours, 1 + (rank_of(name) - 1) % 12)
filled_points = "7 5 9 11 13 15 7 5 9 11 13 15"
open_points = "6 4 8 10 12 14 6 4 8 10 12 14"
point_of(name, h) = int(word(h % 2 == 1 ? filled_points : open_points, 1 + (rank_of(name) - 1) % 12))
host_dash(h) = 1 + (h - 1) % 5
host_word(h) = word(hosts, h)
host_styles = ""
do for [h = 1:host_count] {
    host_styles = host_styles . (h > 1 ? "; " : "") . sprintf("%s: %s lines, %s marks", host_word(h), \
        word("solid dashed dotted dash-dotted dash-dot-dotted", 1 + (h - 1) % 5), h % 2 == 1 ? "filled" : "open")
}
# A space, `@`, `=`, a quote or a backslash in a primitive's name would break the word lists, the pairs or the
# data, so bench gives such a primitive a stand-in in the data (`my_lock_x`) and its real name in `real_names`:
# `stand-in real name`, each ended by a record separator (\036). What a chart shows is the real name.
name_after(rest) = rest[1:strstrt(rest, "\036") - 1]
real_in(list, name) = strstrt(list, "\036" . name . " ") == 0 ? name : name_after(list[strstrt(list, "\036" . name . " ") + strlen(name) + 2:])
real_name(name) = real_in("\036" . real_names, name)
legend_name(name) = is_control(name) ? real_name(name) . " (control)" : real_name(name)
# A pair `name@host`, split; its row label names the host only when there are several.
pair_name(p) = p[1:strstrt(p, "@") - 1]
pair_host(p) = index_of(hosts, p[strstrt(p, "@") + 1:])
pair_label(p) = host_count == 1 ? real_name(pair_name(p)) : real_name(pair_name(p)) . " (" . p[strstrt(p, "@") + 1:] . ")"
# The title's second line: the environment of the run, or one line per run when there are several.
subtitle = host_count > 1 && runs ne "" ? one_per_line(runs) \
    : sprintf("%s, %s, Swift %s, %s%s", unknown(platform), unknown(cpu), unknown(swift), unknown(date[1:10]), not_release)
subtitle_lines = host_count > 1 && runs ne "" ? host_count : 1

# ---- output: every chart as PNG (for the README) and SVG (for publication), or what `formats` names

# The folder, made for a run by hand (bench makes it first). The path goes to the shell in single quotes, each
# quote in it closed, escaped and reopened, so that it is only ever a path: never code, whatever it holds.
shell_quoted_rest(s) = strstrt(s, "'") == 0 ? s \
    : s[1:strstrt(s, "'") - 1] . "'\\''" . shell_quoted_rest(s[strstrt(s, "'") + 1:])
shell_quoted(s) = "'" . shell_quoted_rest(s) . "'"
system("mkdir -p -- " . shell_quoted(out))
# Single charts are wider when several runs' environments make up their titles.
single_width = host_count > 1 ? 960 : 800
chart_width = single_width
png_terminal = strstrt(GPVAL_TERMINALS, "pngcairo") > 0 ? "pngcairo" : "png"
to_format = "if (format eq 'png') { " \
    . "set terminal png_terminal size chart_width, chart_height font 'Sans,10' noenhanced background rgb 'white'; " \
    . "set output out . '/' . chart . '.png' } else { " \
    . "set terminal svg size chart_width, chart_height font 'Sans,12' noenhanced background rgb 'white'; " \
    . "set output out . '/' . chart . '.svg' }"
wrote = "print '  wrote ' . out . '/' . chart . ' (' . formats . ')'"
# A single plot is drawn in the first format, then replotted in the others.
first_format = "format = word(formats, 1); @to_format"
other_formats = "do for [w = 2:words(formats)] { format = word(formats, w); @to_format; replot }; unset output; @wrote"
skip(chart, reason) = sprintf("  skipped %s: %s has %s", chart, source, reason)

set grid back lc rgb "#cccccc" lw 1
set border 3 lc rgb "#444444"
set tics nomirror out
set style fill solid 0.85 border -1

print sprintf("syncbench charts from %s into %s/", source, out)

# Every chart starts from a clean slate: stats would otherwise honour the previous chart's ranges.
fresh = "unset logscale; unset object; unset label; unset arrow; set autoscale; unset title; unset xlabel; unset ylabel"
read_csv = "set datafile separator comma; set datafile columnheaders"
read_table = "set datafile separator whitespace; set datafile nocolumnheaders"

# ---- thread-axis charts share this: log-2 thread axis, the effective CPU count marked (shaded beyond it)

thread_axis = "@read_table; @fresh; set logscale x 2; " \
    . "set xrange [real(word(sorted_threads, 1)) / 1.3 : real(word(sorted_threads, words(sorted_threads))) * 1.3]; " \
    . "set xtics (); do for [t = 1:words(sorted_threads)] { set xtics add (word(sorted_threads, t) real(word(sorted_threads, t))) }"
cpu_marks = "if (effective_cpus > 0 && effective_cpus < most_threads) { " \
    . "set object 1 rect from first effective_cpus, graph 0 to graph 1, graph 1 behind fc rgb '#eeeeee' fs solid 1.0 noborder }; " \
    . "do for [e = 1:words(effective)] { c = real(word(effective, e)); if (c <= most_threads) { " \
    . "set arrow e from first c, graph 0 to first c, graph 1 nohead dt 2 lc rgb '#888888'; " \
    . "set label e sprintf('%d CPUs', int(c)) at first c, graph 1 left offset 0.3, -0.6 font ',8' textcolor rgb '#666666' } }"
cpu_note = effective_cpus > 0 && effective_cpus < most_threads \
    ? sprintf("shaded: more threads than the %d effective CPUs (oversubscribed)", effective_cpus) \
    : words(effective) > 1 ? "dashed verticals: each machine's effective CPUs; beyond them it is oversubscribed" : ""

# The plain contended rows, one block per primitive and host in thread order, so that lines never break:
# block (the index of its pair in `line_pairs`), threads, ns_per_op, ns_per_op_min, ns_per_op_max, jain_index.
line_pairs = ""
if (words(contended) > 0) {
    list = contended
    @order_by_family
    contended = ordered
    do for [i = 1:words(contended)] { do for [h = 1:host_count] {
        if (has_word(pairs, word(contended, i) . "@" . host_word(h))) { line_pairs = add_word(line_pairs, word(contended, i) . "@" . host_word(h)) }
    } }
    set table $contended
    plot for [k = 1:words(line_pairs)] for [t = 1:words(sorted_threads)] data \
        using (k):(column("threads")):(column("ns_per_op")):(column("ns_per_op_min")):(column("ns_per_op_max")) \
            :(has_value("jain_index") ? column("jain_index") : NaN) \
        with table if (is_plain("contended") && pair(0) eq word(line_pairs, k) && column("threads") == real(word(sorted_threads, t)))
    unset table
    # Axis ranges follow the medians: a single stalled window then runs its error bar off the chart
    # instead of squashing every line into one corner.
    @read_table
    stats $contended using 3 nooutput name "MEDIAN"
}
in_block(k) = column(1) == k ? column(2) : NaN
line_pair(k) = word(line_pairs, k)
# A primitive's legend entry goes with its first host's line only.
titled(k) = k == 1 || pair_name(line_pair(k - 1)) ne pair_name(line_pair(k)) ? legend_name(pair_name(line_pair(k))) : ""

# The panels: each family with plain contended rows, in family order; the most members any panel has sets
# the height of every panel's legend (one entry a line).
panel_families = ""
most_members = 0
do for [f = 1:words(all_families)] {
    n = 0
    do for [i = 1:words(contended)] { if (family_of(word(contended, i)) eq word(all_families, f)) { n = n + 1 } }
    if (n > 0) { panel_families = add_word(panel_families, word(all_families, f)); most_members = n > most_members ? n : most_members }
}
panel_count = words(panel_families)
panel_columns = panel_count <= 1 ? 1 : (panel_count <= 4 ? 2 : 3)
panel_rows = (panel_count + panel_columns - 1) / panel_columns
key_rows = most_members
plot_height = 230
panel_height = 26 + plot_height + 56 + 18 * key_rows
title_height = 30 + 17 * (1 + subtitle_lines + (host_count > 1 ? 1 : 0) + (cpu_note ne "" ? 1 : 0))

# ---- 1. uncontended cost per primitive (rows grouped by family; a bar per host)

chart = "1-uncontended"
if (words(uncontended) == 0) { print skip(chart, "no plain uncontended rows") } else {
    @read_csv
    @fresh
    list = uncontended
    @order_by_family
    uncontended = ordered
    n = words(uncontended)
    row_height = host_count == 1 ? 30 : 10 + 14 * host_count
    chart_height = 160 + row_height * n
    stats data using (is_plain("uncontended") ? column("ns_per_op_min") : NaN) nooutput name "LOW"
    stats data using (is_plain("uncontended") ? column("ns_per_op_max") : NaN) nooutput name "HIGH"
    left = decade_below(LOW_min)
    right = decade_above(HIGH_max * 6)
    half = 0.35 / host_count
    offset(h) = host_count == 1 ? 0 : (h - (host_count + 1) / 2.0) * 0.7 / host_count
    row(dummy) = is_plain("uncontended") ? index_of(uncontended, strcol("primitive")) : NaN
    bar(dummy) = row(0) + offset(index_of(hosts, host_of(0)))
    on_host(h, control) = index_of(hosts, host_of(0)) == h && is_control(strcol("primitive")) == control ? bar(0) : NaN
    set title "Uncontended cost: one thread, lock + increment + unlock\n" . subtitle
    set logscale x 10
    set xrange [left:right]
    set yrange [n + 0.6 : 0.4]
    set format x "%g"
    set xtics auto
    set ytics () scale 0
    do for [i = 1:n] { set ytics add (real_name(word(uncontended, i)) i) }
    # A dotted rule and the family's name above each family's first row.
    do for [i = 1:n] {
        if (i == 1 || family_of(word(uncontended, i)) ne family_of(word(uncontended, i - 1))) {
            if (i > 1) { set arrow i from graph 0, first i - 0.5 to graph 1, first i - 0.5 nohead dt 3 lc rgb '#999999' }
            set label i family_title(family_of(word(uncontended, i))) at graph 0.995, first i - 0.5 right offset 0, -0.55 font ',8' textcolor rgb '#777777'
        }
    }
    set xlabel "ns per lock/unlock pair (log scale); whiskers: fastest to slowest window" . (host_count > 1 ? "; hatched: controls" : "")
    unset ylabel
    set key outside below center horizontal Left reverse samplen 2 width 2 height 0.5 nobox noopaque
    set grid noytics xtics
    @first_format
    if (host_count == 1) {
        plot data using (column("ns_per_op")):(on_host(1, 0)):(left):(column("ns_per_op")):(on_host(1, 0) - half):(on_host(1, 0) + half) \
                with boxxyerror fc rgb "#4c72b0" fs solid 0.85 border lc rgb "#2a4a7f" title "lock (bar: the published median, ns_per_op)", \
            '' using (column("ns_per_op")):(on_host(1, 1)):(left):(column("ns_per_op")):(on_host(1, 1) - half):(on_host(1, 1) + half) \
                with boxxyerror fc rgb "#777777" fs pattern 4 border lc rgb "#444444" title "control: no lock, one atomic add, or a C twin", \
            '' using (column("ns_per_op")):(row(0)):(column("ns_per_op_min")):(column("ns_per_op_max")) \
                with xerrorbars lc rgb "#222222" pt 0 notitle, \
            '' using (column("ns_per_op_max") * 1.15):(row(0)):(three_digits(column("ns_per_op")) . " ns") \
                with labels left font ",9" notitle
    } else {
        plot for [h = 1:host_count] data using (column("ns_per_op")):(on_host(h, 0)):(left):(column("ns_per_op")) \
                :(on_host(h, 0) - half):(on_host(h, 0) + half) \
                with boxxyerror fc rgb word(host_colours, 1 + (h - 1) % 6) fs solid 0.85 border lc rgb "#333333" title host_word(h), \
            for [h = 1:host_count] '' using (column("ns_per_op")):(on_host(h, 1)):(left):(column("ns_per_op")) \
                :(on_host(h, 1) - half):(on_host(h, 1) + half) \
                with boxxyerror fc rgb word(host_colours, 1 + (h - 1) % 6) fs pattern 4 border lc rgb "#333333" notitle, \
            '' using (column("ns_per_op")):(bar(0)):(column("ns_per_op_min")):(column("ns_per_op_max")) \
                with xerrorbars lc rgb "#222222" pt 0 notitle, \
            '' using (column("ns_per_op_max") * 1.15):(bar(0)):(three_digits(column("ns_per_op")) . " ns") \
                with labels left font ",7" notitle
    }
    @other_formats
    set grid xtics ytics
}

# ---- 2, 3, 4. throughput, ns per operation and fairness against threads: a panel per family, one y axis

do for [chart_number = 2:4] {
    chart = word("2-throughput 3-ns-per-op 4-fairness", chart_number - 1)
    if (chart_number < 4 && words(contended) == 0) { print skip(chart, "no plain contended rows") }
    if (chart_number == 4 && fair == 0) { print skip(chart, "no jain_index values on plain contended rows") }
    if ((chart_number < 4 && words(contended) > 0) || (chart_number == 4 && fair > 0)) {
        heading = chart_number == 2 ? "Contended throughput: N threads incrementing one counter under one lock" \
            : chart_number == 3 ? "Contended cost: wall time per operation of the whole system" \
            : "Fairness: how evenly the workers share the operations (Jain's index, 1 = perfectly fair; 1/N: one thread did all)"
        y_label = chart_number == 2 ? "Mops/s (log)" : chart_number == 3 ? "ns per operation (log)" : "Jain's index"
        y_low = chart_number == 2 ? decade_below(1e3 / MEDIAN_max / 3) : chart_number == 3 ? decade_below(MEDIAN_min / 2) : 0
        y_high = chart_number == 2 ? decade_above(1e3 / MEDIAN_min * 2) : chart_number == 3 ? decade_above(MEDIAN_max * 3) : 1.05
        y_value(dummy) = chart_number == 2 ? 1e3 / column(3) : chart_number == 3 ? column(3) : column(6)
        y_low_end(dummy) = chart_number == 2 ? 1e3 / column(5) : column(4)
        y_high_end(dummy) = chart_number == 2 ? 1e3 / column(4) : column(5)
        chart_width = panel_columns == 1 ? 800 : 420 * panel_columns
        chart_height = title_height + panel_rows * panel_height
        panel_width = chart_width / panel_columns
        notes = (host_count > 1 ? "\n" . host_styles : "") . (cpu_note ne "" ? "\n" . cpu_note : "") \
            . (chart_number < 4 ? "; bars: window spread" : "")
        do for [w = 1:words(formats)] {
            format = word(formats, w)
            @to_format
            set multiplot title heading . "\n" . subtitle . notes
            do for [f = 1:panel_count] {
                family = word(panel_families, f)
                @thread_axis
                @cpu_marks
                x0 = ((f - 1) % panel_columns) * panel_width
                top = title_height + ((f - 1) / panel_columns) * panel_height
                set lmargin at screen (x0 + 72.0) / chart_width
                set rmargin at screen (x0 + panel_width - 14.0) / chart_width
                set tmargin at screen 1 - (top + 26.0) / chart_height
                set bmargin at screen 1 - (top + 26.0 + plot_height) / chart_height
                set key at screen (x0 + 56.0) / chart_width, 1 - (top + 26.0 + plot_height + 44.0) / chart_height \
                    left top Left reverse vertical maxrows key_rows samplen 2.5 width -1 nobox noopaque
                set title family_title(family) offset 0, -0.4
                set xlabel "worker threads" offset 0, 0.6
                set ylabel ((f - 1) % panel_columns == 0 ? y_label : "")
                set yrange [y_low : y_high]
                if (chart_number < 4) { set logscale y 10; set format y "%g"; set ytics auto } else { set ytics 0, 0.2, 1; set format y "%.1f" }
                panel = ""
                do for [k = 1:words(line_pairs)] { if (family_of(pair_name(line_pair(k))) eq family) { panel = panel . " " . k } }
                if (chart_number < 4) {
                    plot for [j = 1:words(panel)] $contended using (in_block(int(word(panel, j)))):(y_value(0)):(y_low_end(0)):(y_high_end(0)) \
                        with yerrorlines lw 1.6 ps 1.0 lc rgb colour_of(pair_name(line_pair(int(word(panel, j))))) \
                        dt host_dash(pair_host(line_pair(int(word(panel, j))))) \
                        pt point_of(pair_name(line_pair(int(word(panel, j)))), pair_host(line_pair(int(word(panel, j))))) \
                        title titled(int(word(panel, j)))
                } else {
                    plot for [j = 1:words(panel)] $contended using (in_block(int(word(panel, j)))):(y_value(0)) \
                        with linespoints lw 1.6 ps 1.0 lc rgb colour_of(pair_name(line_pair(int(word(panel, j))))) \
                        dt host_dash(pair_host(line_pair(int(word(panel, j))))) \
                        pt point_of(pair_name(line_pair(int(word(panel, j)))), pair_host(line_pair(int(word(panel, j))))) \
                        title titled(int(word(panel, j)))
                }
            }
            unset multiplot
        }
        unset output
        @wrote
        set lmargin -1; set rmargin -1; set tmargin -1; set bmargin -1
        set key default
        chart_width = single_width
    }
}

# ---- 5. acquire-latency percentiles at one thread count (a row per primitive and host)

chart = "5-latency"
if (latency_cases eq "") { print skip(chart, "no latency_p50_ns values on plain contended rows") } else {
    @read_csv
    @fresh
    if (!exists("latency_threads")) { seen = latency_threads_seen; @pick_threads; latency_threads = pick }
    latency_rows = ""
    do for [k = 1:words(line_pairs)] {
        if (has_word(latency_cases, line_pair(k) . "@" . latency_threads)) { latency_rows = add_word(latency_rows, line_pair(k)) }
    }
    if (latency_rows eq "") { print skip(chart, sprintf("no latency values at %d threads", latency_threads)) } else {
    n = words(latency_rows)
    chart_height = 170 + 30 * n + 17 * (subtitle_lines - 1)
    row(dummy) = is_plain("contended") && column("threads") == latency_threads && index_of(latency_rows, pair(0)) > 0 \
        ? index_of(latency_rows, pair(0)) : NaN
    percentile(name) = has_value(name) ? column(name) : NaN
    stats data using (row(0) > 0 ? percentile("latency_p50_ns") : NaN) nooutput name "LOW"
    stats data using (row(0) > 0 ? percentile("latency_max_ns") : NaN) nooutput name "HIGH"
    set title sprintf("Acquire latency at %d threads: time from asking for the lock to holding it%s\n%s", latency_threads, \
        (fewest_cpus > 0 && latency_threads > fewest_cpus) ? " (oversubscribed)" : "", subtitle)
    set logscale x 10
    set xrange [LOW_min / 2 : HIGH_max * 2]
    set yrange [n + 0.6 : 0.4]
    set xtics ()
    do for [e = int(floor(log10(LOW_min))) : int(ceil(log10(HIGH_max)))] { set xtics add (time_label(10.0 ** e) 10.0 ** e) }
    set ytics () scale 0
    do for [i = 1:n] { set ytics add (pair_label(word(latency_rows, i)) i) }
    set xlabel "acquire latency (log scale); the line spans p50 to max"
    unset ylabel
    set key outside below center horizontal maxcols 5 samplen 1 width 1 nobox noopaque
    set grid noytics xtics
    @first_format
    plot data using (percentile("latency_p50_ns")):(row(0)):(percentile("latency_p50_ns")):(percentile("latency_max_ns")) \
            with xerrorbars lc rgb "#aaaaaa" lw 1.5 pt 0 notitle, \
        '' using (percentile("latency_p50_ns")):(row(0)) with points pt 7 ps 1.3 lc rgb "#1f77b4" title "p50", \
        '' using (percentile("latency_p90_ns")):(row(0)) with points pt 5 ps 1.2 lc rgb "#2ca02c" title "p90", \
        '' using (percentile("latency_p99_ns")):(row(0)) with points pt 9 ps 1.4 lc rgb "#ff7f0e" title "p99", \
        '' using (percentile("latency_p999_ns")):(row(0)) with points pt 11 ps 1.4 lc rgb "#d62728" title "p99.9", \
        '' using (percentile("latency_max_ns")):(row(0)) with points pt 2 ps 1.4 lw 2 lc rgb "#000000" title "max"
    @other_formats
    set grid xtics ytics
    }
}

# ---- 6. read/write mix: throughput per primitive (and host) at each mix, at one thread count

chart = "6-rwmix"
if (rwmix eq "") { print skip(chart, "no rwmix rows") } else {
    @read_csv
    @fresh
    if (!exists("rwmix_threads")) { seen = rwmix_threads_seen; @pick_threads; rwmix_threads = pick }
    mixes = ""
    do for [p = 100:0:-1] { if (has_word(rwmix_mixes, sprintf("%d", p))) { mixes = add_word(mixes, sprintf("%d", p)) } }
    n = words(rw_pairs)
    width = 0.8 / n
    is_mix(dummy) = is_case("rwmix") && has_value("read_pct") && column("threads") == rwmix_threads
    centre(dummy) = is_mix(0) ? index_of(mixes, sprintf("%d", column("read_pct"))) \
        + (index_of(rw_pairs, pair(0)) - (n + 1) / 2.0) * width : NaN
    on_pair(k) = pair(0) eq word(rw_pairs, k) ? centre(0) : NaN
    mops(name) = has_value(name) ? 1e3 / column(name) : NaN
    stats data using (is_mix(0) ? column("ops_per_s") / 1e6 : NaN) nooutput name "MOPS"
    if (!exists("MOPS_records") || MOPS_records == 0) { print skip(chart, sprintf("no rwmix rows at %d threads", rwmix_threads)) } else {
    chart_height = 500 + 17 * (subtitle_lines - 1)
    bottom = decade_below(MOPS_min / 2)
    set title sprintf("Read/write mix at %d threads: throughput by share of reads%s\n%s", rwmix_threads, \
        (fewest_cpus > 0 && rwmix_threads > fewest_cpus) ? " (oversubscribed)" : "", subtitle)
    set logscale y 10
    set yrange [bottom : decade_above(MOPS_max * 3)]
    set xrange [0.5 : words(mixes) + 0.5]
    set format y "%g"
    set ytics auto
    set xtics () scale 0
    do for [g = 1:words(mixes)] { set xtics add (word(mixes, g) . "%% reads" g) }
    set ylabel "Mops/s, readers + writers (log scale)"
    set xlabel "share of operations that are reads (error bars: slowest to fastest window)" \
        . (host_count > 1 ? sprintf("; solid bars: %s, hatched: %s", host_word(1), host_count == 2 ? host_word(2) : "the other hosts") : "")
    set key outside below center horizontal Left reverse samplen 2 width 2 nobox noopaque
    set grid ytics noxtics
    @first_format
    plot for [k = 1:n] data using (pair_host(word(rw_pairs, k)) == 1 ? on_pair(k) : NaN):(column("ops_per_s") / 1e6) \
            :(centre(0) - width / 2):(centre(0) + width / 2):(bottom):(column("ops_per_s") / 1e6) \
            with boxxyerror fc rgb colour_of(pair_name(word(rw_pairs, k))) fs solid 0.8 border lc rgb "#333333" \
            title legend_name(pair_name(word(rw_pairs, k))), \
        for [k = 1:n] data using (pair_host(word(rw_pairs, k)) > 1 ? on_pair(k) : NaN):(column("ops_per_s") / 1e6) \
            :(centre(0) - width / 2):(centre(0) + width / 2):(bottom):(column("ops_per_s") / 1e6) \
            with boxxyerror fc rgb colour_of(pair_name(word(rw_pairs, k))) fs pattern 2 border lc rgb "#333333" notitle, \
        data using (centre(0)):(mops("ns_per_op_max")):(0):(mops("ns_per_op_min") - mops("ns_per_op_max")) \
            with vectors heads size screen 0.006, 90 lc rgb "#222222" notitle, \
        data using (centre(0)):((has_value("ns_per_op_min") ? mops("ns_per_op_min") : column("ops_per_s") / 1e6) * 1.3) \
            :(three_digits(column("ops_per_s") / 1e6)) \
            with labels center font ",8" notitle
    @other_formats
    set grid xtics ytics
    }
}

# ---- 7. priority inversion: the high-priority thread's wait per lock (and host)
# (the 50 µs hold and 20 ms burst marked here are PriorityInversionRunner's constants)

chart = "7-inversion"
if (inversion eq "") { print skip(chart, "no inversion rows with waits (unavailable here, or not measured)") } else {
    @read_csv
    @fresh
    n = words(inversion)
    chart_height = 190 + 30 * n + 17 * (subtitle_lines - 1)
    row(dummy) = is_case("inversion") ? index_of(inversion, pair(0)) : NaN
    wait(name) = has_value(name) ? column(name) : NaN
    stats data using (row(0) > 0 ? wait("latency_p50_ns") : NaN) nooutput name "LOW"
    stats data using (row(0) > 0 ? wait("latency_max_ns") : NaN) nooutput name "HIGH"
    set title sprintf("Priority inversion: how long a high-priority thread waits for a lock a low-priority one holds\n%s", subtitle)
    set logscale x 10
    low_edge = LOW_min < 10000 ? LOW_min : 10000
    high_edge = HIGH_max > 40e6 ? HIGH_max : 40e6
    set xrange [low_edge / 2 : high_edge * 2]
    set yrange [n + 0.6 : 0.4]
    set xtics ()
    do for [e = int(floor(log10(low_edge / 2))) : int(ceil(log10(high_edge * 2)))] { set xtics add (time_label(10.0 ** e) 10.0 ** e) }
    set ytics () scale 0
    do for [i = 1:n] { set ytics add (pair_label(word(inversion, i)) i) }
    set arrow 1 from 50e3, graph 0 to 50e3, graph 1 nohead dt 2 lc rgb "#2ca02c"
    set label 1 "low holds 50 µs" at 50e3, graph 1.03 center textcolor rgb "#2ca02c" font ",9"
    set arrow 2 from 20e6, graph 0 to 20e6, graph 1 nohead dt 2 lc rgb "#d62728"
    set label 2 "medium spins 20 ms" at 20e6, graph 1.03 center textcolor rgb "#d62728" font ",9"
    set xlabel "wait from asking to holding (log scale), one CPU, SCHED_FIFO; inheritance bounds it by the hold"
    unset ylabel
    set key outside below center horizontal maxcols 3 samplen 1 width 1 nobox noopaque
    set grid noytics xtics
    @first_format
    plot data using (wait("latency_p50_ns")):(row(0)):(wait("latency_p50_ns")):(wait("latency_max_ns")) \
            with xerrorbars lc rgb "#aaaaaa" lw 1.5 pt 0 notitle, \
        '' using (wait("latency_p50_ns")):(row(0)) with points pt 7 ps 1.3 lc rgb "#1f77b4" title "p50", \
        '' using (wait("latency_p99_ns")):(row(0)) with points pt 9 ps 1.4 lc rgb "#ff7f0e" title "p99", \
        '' using (wait("latency_max_ns")):(row(0)) with points pt 2 ps 1.4 lw 2 lc rgb "#000000" title "max"
    @other_formats
    unset arrow
    unset label
    set grid xtics ytics
}

# ---- 8 to 12. the kernels: throughput per primitive (and host), a bar per shape and thread count

# A kernel's shape (the workload column: `read95`, `stripes=8 padded`, a kernel of your own's name) is one word
# of a list with its spaces as \037, and shown with them back.
one_word(s) = strstrt(s, " ") == 0 ? s : s[1:strstrt(s, " ") - 1] . "\037" . one_word(s[strstrt(s, " ") + 1:])
shown(s) = strstrt(s, "\037") == 0 ? s : s[1:strstrt(s, "\037") - 1] . " " . shown(s[strstrt(s, "\037") + 1:])
# A series is a shape at a thread count, `threads@shape`: a bar in each row, in its shape's colour, paler at fewer
# threads. The striped kernel's packed shapes are hatched, in the colour of their padded twins.
series_word(dummy) = threads_text(0) . "@" . one_word(strcol("workload"))
series_threads(w) = int(w[1:strstrt(w, "@") - 1])
series_shape(w) = w[strstrt(w, "@") + 1:]
is_packed(w) = kernel eq "striped" && strstrt(w, "packed") > 0
colour_key(w) = !is_packed(w) ? series_shape(w) \
    : series_shape(w)[1:strstrt(series_shape(w), "packed") - 1] . "padded" . series_shape(w)[strstrt(series_shape(w), "packed") + 6:]
# The bars of a row, top down: by thread count; within one, the striped kernel's shapes from the most stripes to
# the fewest, each padded before packed (the least contended first), any other kernel's in the order measured.
series_rank(dummy) = column("threads") * 100000 + (kernel eq "striped" && has_value("stripes") \
    ? (4097 - column("stripes")) * 2 + is_packed(strcol("workload")) : index_of(shapes, "@" . one_word(strcol("workload"))))
is_oversubscribed(dummy) = has("oversubscribed") && strcol("oversubscribed") eq "yes"
# A case whose forks ran under two placements of the workers' CPUs (near and far: placement_classes gives each
# side's figure); its bar is the median over both, marked with a double dagger. (No apostrophe may appear in a
# string inside a block: gnuplot reads it as a quote while it looks for the block's end.)
two_placements(dummy) = has("placement_classes") && strstrt(strcol("placement_classes"), ";") > 0
# Collects what a kernel's chart needs from one row: its shapes, primitives, pairs, thread counts and series.
kernel_row(dummy) = !is_case(kernel) ? 0 : (shapes = add_word(shapes, "@" . one_word(strcol("workload"))), \
    kernel_primitives = add_word(kernel_primitives, strcol("primitive")), kernel_pairs = add_word(kernel_pairs, pair(0)), \
    kernel_threads = add_word(kernel_threads, threads_text(0)), kernel_most = upper(kernel_most, column("threads")), \
    crowded = crowded + is_oversubscribed(0), split_cases = split_cases + two_placements(0), \
    has_word(series, series_word(0)) ? 0 : (series = series . " " . series_word(0), ranks = ranks . " " . sprintf("%d", series_rank(0))), 0)
# Throughput of all workers together in Mops/s; the interval of the median in Mops/s from its ends in ns.
mops(dummy) = column("ops_per_s") / 1e6
mops_at(name) = 1e3 / (has_value(name) ? column(name) : column("ns_per_op"))

do for [kernel_number = 1:5] {
    chart = word("8-cache 9-queue 10-striped 11-tasks 12-kernels", kernel_number)
    kernel = word("cache queue striped tasks kernel", kernel_number)
    @read_csv
    @fresh
    shapes = ""; kernel_primitives = ""; kernel_pairs = ""; kernel_threads = ""; kernel_most = 0; crowded = 0; split_cases = 0
    series = ""; ranks = ""
    stats data using (kernel_row(0)) nooutput
    if (series eq "") { print skip(chart, kernel eq "kernel" ? "no rows of a kernel of your own" : sprintf("no %s kernel rows", kernel)) } else {
    # The series in bar order (a selection sort on their ranks); a colour per shape, in that order.
    ordered_series = ""
    do for [i = 1:words(series)] {
        best = 0
        do for [j = 1:words(series)] {
            if (!has_word(ordered_series, word(series, j)) && (best == 0 || int(word(ranks, j)) < int(word(ranks, best)))) { best = j }
        }
        ordered_series = add_word(ordered_series, word(series, best))
    }
    ns = words(ordered_series)
    colour_keys = ""
    do for [s = 1:ns] { colour_keys = add_word(colour_keys, colour_key(word(ordered_series, s))) }
    counts = ""
    do for [t = 1:kernel_most] { if (has_word(kernel_threads, sprintf("%d", t))) { counts = add_word(counts, sprintf("%d", t)) } }
    series_colour(s) = word(colours, 1 + (index_of(colour_keys, colour_key(word(ordered_series, s))) - 1) % 12)
    series_density(s) = words(counts) == 1 ? 0.85 \
        : 0.4 + 0.55 * (index_of(counts, sprintf("%d", series_threads(word(ordered_series, s)))) - 1) / (words(counts) - 1.0)
    workers = kernel eq "tasks" ? "task" : "thread"
    series_title(s) = sprintf("%s @ %d %s%s", shown(series_shape(word(ordered_series, s))), series_threads(word(ordered_series, s)), \
        workers, series_threads(word(ordered_series, s)) == 1 ? "" : "s")
    # The rows: each primitive with rows of this kernel, family by family, and each of its hosts.
    list = kernel_primitives
    @order_by_family
    kernel_rows = ""
    do for [i = 1:words(ordered)] { do for [h = 1:host_count] {
        if (has_word(kernel_pairs, word(ordered, i) . "@" . host_word(h))) { kernel_rows = add_word(kernel_rows, word(ordered, i) . "@" . host_word(h)) }
    } }
    n = words(kernel_rows)
    half = 0.36 / ns
    bar_at(dummy) = is_case(kernel) && index_of(kernel_rows, pair(0)) > 0 \
        ? index_of(kernel_rows, pair(0)) + (index_of(ordered_series, series_word(0)) - (ns + 1) / 2.0) * 0.8 / ns : NaN
    # Series `s`'s bars, in the clause of its fill: solid, or hatched when packed.
    on_series(s, packed) = series_word(0) eq word(ordered_series, s) && is_packed(word(ordered_series, s)) == packed ? bar_at(0) : NaN
    titled(s, packed) = is_packed(word(ordered_series, s)) == packed ? series_title(s) : ""
    stats data using (bar_at(0) > 0 ? mops_at("ns_per_op_ci_high") : NaN) nooutput name "LOW"
    stats data using (bar_at(0) > 0 ? mops_at("ns_per_op_ci_low") : NaN) nooutput name "HIGH"
    left = decade_below(LOW_min)
    right = decade_above(HIGH_max * 6)
    heading = kernel eq "cache" ? "Cache kernel: a dictionary of 4,096 keys read and written under the lock\n" \
            . "readN: N% of the operations only read, the others write" \
        : kernel eq "queue" ? "Queue kernel: producers and consumers pass items through a bounded ring under the lock\n" \
            . "an operation is one push or one pop, so an item handed over takes two; ring=N: N slots" \
        : kernel eq "striped" ? "Striped kernel: counters over S locks, each operation on one stripe at random\n" \
            . "stripes=S: S locks; padded: a cache line per counter; packed (hatched): eight counters to a line" \
        : kernel eq "tasks" ? "Tasks kernel: the cache kernel driven from N Swift tasks instead of N threads\n" \
            . "each lock beside an actor that owns the dictionary; readN: N% of the operations only read" \
        : "Your own kernels: each kernel of your package with each lock it was measured with"
    key_columns = ns == 4 ? 2 : 3
    chart_height = 190 + (ns == 1 ? 30 : 10 + 14 * ns) * n \
        + 17 * (subtitle_lines + (strstrt(heading, "\n") > 0) + (crowded > 0) + (split_cases > 0) - 1) \
        + 16 * ((ns + key_columns - 1) / key_columns)
    set title heading . "\n" . subtitle
    set logscale x 10
    set xrange [left : right]
    set yrange [n + 0.6 : 0.4]
    set format x "%g"
    set xtics auto
    set ytics () scale 0
    do for [i = 1:n] { set ytics add (pair_label(word(kernel_rows, i)) i) }
    # A dotted rule and the family's name above each family's first row.
    do for [i = 1:n] {
        if (i == 1 || family_of(pair_name(word(kernel_rows, i))) ne family_of(pair_name(word(kernel_rows, i - 1)))) {
            if (i > 1) { set arrow i from graph 0, first i - 0.5 to graph 1, first i - 0.5 nohead dt 3 lc rgb '#999999' }
            set label i family_title(family_of(pair_name(word(kernel_rows, i)))) at graph 0.995, first i - 0.5 right offset 0, -0.55 \
                font ',8' textcolor rgb '#777777'
        }
    }
    set xlabel "Mops/s, all " . workers . "s together (log scale); whiskers: the interval of the median" \
        . (crowded > 0 ? "\nshaded: more " . workers . "s than the effective CPUs (oversubscribed)" : "") \
        . (split_cases > 0 ? "\n‡: forks at two placements, near and far (placement_classes)" : "")
    unset ylabel
    set key outside below center horizontal Left reverse maxcols key_columns samplen 2 width 2 height 0.5 nobox noopaque
    set grid noytics xtics
    @first_format
    # Shaded behind a bar, as beyond the CPUs in the thread charts: more workers than its host's effective CPUs.
    plot data using (mops(0)):(is_oversubscribed(0) ? bar_at(0) : NaN):(left):(right):(bar_at(0) - 0.4 / ns):(bar_at(0) + 0.4 / ns) \
            with boxxyerror fc rgb "#eeeeee" fs solid 1.0 noborder notitle, \
        for [s = 1:ns] data using (mops(0)):(on_series(s, 0)):(left):(mops(0)):(on_series(s, 0) - half):(on_series(s, 0) + half) \
            with boxxyerror fc rgb series_colour(s) fs solid series_density(s) border lc rgb "#333333" title titled(s, 0), \
        for [s = 1:ns] data using (mops(0)):(on_series(s, 1)):(left):(mops(0)):(on_series(s, 1) - half):(on_series(s, 1) + half) \
            with boxxyerror fc rgb series_colour(s) fs pattern 4 border lc rgb "#333333" title titled(s, 1), \
        data using (mops(0)):(bar_at(0)):(mops_at("ns_per_op_ci_high")):(mops_at("ns_per_op_ci_low")) with xerrorbars lc rgb "#222222" pt 0 notitle, \
        '' using (mops_at("ns_per_op_ci_low") * 1.12):(bar_at(0)):(three_digits(mops(0)) . (two_placements(0) ? " ‡" : "")) \
            with labels left font ",8" notitle
    @other_formats
    set grid xtics ytics
    }
}
