# plot.gnuplot: renders syncbench's chart set, each as PNG and SVG, from a results CSV.
#
#   gnuplot -e "data='results/latest.csv'; out='results/charts'" plot.gnuplot
#
# Both variables are optional (those are the defaults). Also optional: latency_threads and
# rwmix_threads, the thread count shown by charts 5 and 6 (default: the largest count from 2 up to
# the effective CPUs that the file has). A chart whose data the file lacks is skipped with a note.
# `bench plot` runs this script; it needs gnuplot 5.4 or later.

if (GPVAL_VERSION < 5.4) { exit error sprintf("plot.gnuplot needs gnuplot 5.4 or later; this is %.1f", GPVAL_VERSION) }
if (!exists("data")) data = "results/latest.csv"
if (!exists("out")) out = "results/charts"
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

# ---- pass 1: the metadata (`# key: value` lines, which gnuplot otherwise skips) and the header

meta_value(line, key) = strstrt(line, "# " . key . ": ") == 1 ? line[strlen(key) + 5:] : ""
keep(old, line, key) = old ne "" ? old : meta_value(line, key)
schema = ""; platform = ""; cpu = ""; swift = ""; date = ""; build = ""; effective = ""; header = ""
scan_line(line) = line[1:1] eq "#" \
    ? (schema = keep(schema, line, "schema"), platform = keep(platform, line, "platform"), \
       cpu = keep(cpu, line, "cpu_model"), swift = keep(swift, line, "swift"), date = keep(date, line, "date"), \
       build = keep(build, line, "build"), effective = keep(effective, line, "effective_cpus"), 0) \
    : (header eq "" ? (header = line, 0) : 0)

set datafile separator "\t"
set datafile commentschars ""
set datafile nocolumnheaders
stats data using (scan_line(strcol(1))) nooutput
if (schema[1:10] ne "syncbench/") { exit error sprintf("%s: no '# schema: syncbench/N' line: not a syncbench results file", data) }
has(column_name) = strstrt("," . header . ",", "," . column_name . ",") > 0

unknown(text) = text eq "" ? "?" : text
subtitle = sprintf("%s, %s, Swift %s, %s%s", unknown(platform), unknown(cpu), unknown(swift), unknown(date[1:10]), \
    (build eq "" || build eq "release") ? "" : sprintf(" (%s build: not representative)", build))
effective_cpus = effective eq "" ? 0 : int(effective)

# ---- pass 2: which primitives, thread counts and row kinds the file holds

set datafile separator comma
set datafile commentschars "#"
set datafile columnheaders

zero_or_absent(name) = !has(name) || isnan(column(name)) || column(name) == 0
is_case(kind) = strcol("benchmark") eq kind && strcol("status") eq "ok"
# Charts 1 to 5 show the plain increment: no calibrated work inside or outside the lock.
is_plain(kind) = is_case(kind) && zero_or_absent("critical_ns") && zero_or_absent("think_ns")
has_value(name) = has(name) && !isnan(column(name))
threads_text(dummy) = sprintf("%d", column("threads"))

primitives = ""; uncontended = ""; contended = ""; thread_counts = ""; fair = 0
latency_cases = ""; latency_threads_seen = ""; rwmix = ""; rwmix_threads_seen = ""; rwmix_mixes = ""; most_threads = 0
inversion = ""
collect(dummy) = (primitives = add_word(primitives, strcol("primitive")), \
    is_plain("uncontended") ? (uncontended = add_word(uncontended, strcol("primitive"))) : 0, \
    is_plain("contended") ? (contended = add_word(contended, strcol("primitive")), \
        thread_counts = add_word(thread_counts, threads_text(0)), most_threads = upper(most_threads, column("threads")), \
        fair = fair + has_value("jain_index"), \
        has_value("latency_p50_ns") ? (latency_cases = add_word(latency_cases, strcol("primitive") . "@" . threads_text(0)), \
            latency_threads_seen = add_word(latency_threads_seen, threads_text(0))) : 0) : 0, \
    is_case("rwmix") && has_value("read_pct") ? (rwmix = add_word(rwmix, strcol("primitive")), \
        rwmix_threads_seen = add_word(rwmix_threads_seen, threads_text(0)), \
        rwmix_mixes = add_word(rwmix_mixes, sprintf("%d", column("read_pct")))) : 0, \
    is_case("inversion") && has_value("latency_p50_ns") ? (inversion = add_word(inversion, strcol("primitive"))) : 0, \
    0)
stats data using (collect(0)) nooutput

# Thread counts in increasing order (the harness caps them at 1024).
sorted_threads = ""
do for [t = 1:most_threads] { if (has_word(thread_counts, sprintf("%d", t))) { sorted_threads = add_word(sorted_threads, sprintf("%d", t)) } }

# The thread count a per-count chart shows, from the counts in `seen`: the largest from 2 up to the
# effective CPUs (contended, not oversubscribed), else the smallest from 2, else the first. Sets `pick`.
pick_threads = "pick = 0; " \
    . "do for [k = 1:words(seen)] { t = int(word(seen, k)); if (t >= 2 && (effective_cpus == 0 || t <= effective_cpus) && t > pick) { pick = t } }; " \
    . "if (pick == 0) { do for [k = 1:words(seen)] { t = int(word(seen, k)); if (t >= 2 && (pick == 0 || t < pick)) { pick = t } } }; " \
    . "if (pick == 0) { pick = int(word(seen, 1)) }"

# ---- styles: one per primitive, the same in every chart; controls dashed

if (!exists("controls")) controls = "no_lock atomic_increment c_pthread_mutex c_atomic_increment"
is_control(name) = has_word(controls, name)
colours = "#1f77b4 #d62728 #2ca02c #ff7f0e #9467bd #8c564b #e377c2 #17becf #bcbd22 #555555 #393b79 #ad494a"
# Markers cycle every 7 and colours every 12, so no two of the first 84 primitives look alike; from the
# 13th on, lines are dash-dotted as well. Controls are dashed.
point_types = "5 7 9 11 13 15 4"
do for [i = 1:words(primitives)] {
    dash = is_control(word(primitives, i)) ? 2 : (i > 12 ? 4 : 1)
    set style line i lc rgb word(colours, 1 + (i - 1) % 12) lw 1.6 pt int(word(point_types, 1 + (i - 1) % 7)) ps 1.1 dt dash
}
style_of(name) = index_of(primitives, name)
legend_name(name) = is_control(name) ? name . " (control)" : name

# ---- output: every chart as PNG (for the README) and SVG (for publication)

system(sprintf("mkdir -p \"%s\"", out))
chart_width = 800
png_terminal = strstrt(GPVAL_TERMINALS, "pngcairo") > 0 ? "pngcairo" : "png"
to_png = "set terminal " . png_terminal . " size chart_width, chart_height font 'Sans,10' noenhanced background rgb 'white'; set output out . '/' . chart . '.png'"
to_svg = "set terminal svg size chart_width, chart_height font 'Sans,12' noenhanced background rgb 'white'; set output out . '/' . chart . '.svg'; replot; unset output; print '  wrote ' . out . '/' . chart . '.png and .svg'"
skip(chart, reason) = sprintf("  skipped %s: %s has %s", chart, data, reason)

set grid back lc rgb "#cccccc" lw 1
set border 3 lc rgb "#444444"
set tics nomirror out
set style fill solid 0.85 border -1

print sprintf("syncbench charts from %s into %s/", data, out)

# ---- thread-axis charts share this: log-2 thread axis, oversubscription shaded

# Every chart starts from a clean slate: stats would otherwise honour the previous chart's ranges.
fresh = "unset logscale; unset object; unset label; unset arrow; set autoscale"
read_csv = "set datafile separator comma; set datafile columnheaders"
read_table = "set datafile separator whitespace; set datafile nocolumnheaders"
thread_axis = "@read_table; @fresh; set logscale x 2; " \
    . "set xrange [real(word(sorted_threads, 1)) / 1.3 : real(word(sorted_threads, words(sorted_threads))) * 1.3]; " \
    . "set xtics (); set key outside below center horizontal maxcols 3 Left reverse samplen 3 width -2 height 1 nobox noopaque"
oversubscription = "if (effective_cpus > 0 && effective_cpus < most_threads) { " \
    . "set object 1 rect from first effective_cpus, graph 0 to graph 1, graph 1 behind fc rgb '#eeeeee' fs solid 1.0 noborder; " \
    . "set arrow 1 from first effective_cpus, graph 0 to first effective_cpus, graph 1 nohead dt 2 lc rgb '#888888' }"
thread_note = (effective_cpus > 0 && effective_cpus < most_threads) \
    ? sprintf("worker threads; shaded: more threads than the %d effective CPUs (oversubscribed)", effective_cpus) \
    : "worker threads"
thread_tics = "do for [t = 1:words(sorted_threads)] { set xtics add (word(sorted_threads, t) real(word(sorted_threads, t))) }"

# The plain contended rows, one block per primitive in thread order, so that lines never break:
# index, threads, ns_per_op, ns_per_op_min, ns_per_op_max, jain_index.
if (words(contended) > 0) {
    set table $contended
    plot for [i = 1:words(contended)] for [t = 1:words(sorted_threads)] data \
        using (i):(column("threads")):(column("ns_per_op")):(column("ns_per_op_min")):(column("ns_per_op_max")) \
            :(has_value("jain_index") ? column("jain_index") : NaN) \
        with table if (is_plain("contended") && strcol("primitive") eq word(contended, i) && column("threads") == real(word(sorted_threads, t)))
    unset table
    # Axis ranges follow the medians: a single stalled window then runs its error bar off the chart
    # instead of squashing every line into one corner.
    @read_table
    stats $contended using 3 nooutput name "MEDIAN"
}
in_block(i) = column(1) == i ? column(2) : NaN

# ---- 1. uncontended cost per primitive

chart = "1-uncontended"
if (words(uncontended) == 0) { print skip(chart, "no plain uncontended rows") } else {
    @read_csv
    @fresh
    n = words(uncontended)
    chart_height = 150 + 30 * n
    stats data using (is_plain("uncontended") ? column("ns_per_op_min") : NaN) nooutput name "LOW"
    stats data using (is_plain("uncontended") ? column("ns_per_op_max") : NaN) nooutput name "HIGH"
    left = decade_below(LOW_min)
    right = decade_above(HIGH_max * 6)
    row(dummy) = is_plain("uncontended") ? index_of(uncontended, strcol("primitive")) : NaN
    lock_row(dummy) = is_control(strcol("primitive")) ? NaN : row(0)
    control_row(dummy) = is_control(strcol("primitive")) ? row(0) : NaN
    set title "Uncontended cost: one thread, lock + increment + unlock\n" . subtitle
    set logscale x 10
    set xrange [left:right]
    set yrange [n + 0.6 : 0.4]
    set format x "%g"
    set xtics auto
    set ytics () scale 0
    do for [i = 1:n] { set ytics add (word(uncontended, i) i) }
    set xlabel "ns per lock/unlock pair (log scale); whiskers: fastest to slowest window"
    unset ylabel
    set key outside below center horizontal Left reverse samplen 2 width 2 height 0.5 nobox noopaque
    set grid noytics xtics
    @to_png
    plot data using (column("ns_per_op")):(lock_row(0)):(left):(column("ns_per_op")):(lock_row(0) - 0.35):(lock_row(0) + 0.35) \
            with boxxyerror fc rgb "#4c72b0" fs solid 0.85 border lc rgb "#2a4a7f" title "lock (bar: median window)", \
        '' using (column("ns_per_op")):(control_row(0)):(left):(column("ns_per_op")):(control_row(0) - 0.35):(control_row(0) + 0.35) \
            with boxxyerror fc rgb "#777777" fs pattern 4 border lc rgb "#444444" title "control: no lock, one atomic add, or a C twin", \
        '' using (column("ns_per_op")):(row(0)):(column("ns_per_op_min")):(column("ns_per_op_max")) \
            with xerrorbars lc rgb "#222222" pt 0 notitle, \
        '' using (column("ns_per_op_max") * 1.15):(row(0)):(three_digits(column("ns_per_op")) . " ns") \
            with labels left font ",9" notitle
    @to_svg
    set grid xtics ytics
}

# ---- 2. contended throughput vs threads

chart = "2-throughput"
if (words(contended) == 0) { print skip(chart, "no plain contended rows") } else {
    chart_height = 560
    @thread_axis
    @thread_tics
    @oversubscription
    set title "Contended throughput: N threads incrementing one counter under one lock\n" . subtitle
    set logscale y 10
    set yrange [decade_below(1e3 / MEDIAN_max / 3) : decade_above(1e3 / MEDIAN_min * 2)]
    set format y "%g"
    set ytics auto
    set ylabel "Mops/s, all threads (log scale); bars: window spread"
    set xlabel thread_note
    @to_png
    plot for [i = 1:words(contended)] $contended using (in_block(i)):(1e3 / column(3)):(1e3 / column(5)):(1e3 / column(4)) \
        with yerrorlines ls style_of(word(contended, i)) title legend_name(word(contended, i))
    @to_svg
}

# ---- 3. ns per operation vs threads

chart = "3-ns-per-op"
if (words(contended) == 0) { print skip(chart, "no plain contended rows") } else {
    chart_height = 560
    @thread_axis
    @thread_tics
    @oversubscription
    set title "Contended cost: wall time per operation of the whole system\n" . subtitle
    set logscale y 10
    set yrange [decade_below(MEDIAN_min / 2) : decade_above(MEDIAN_max * 3)]
    set format y "%g"
    set ytics auto
    set ylabel "ns per operation (log scale); bars: window spread"
    set xlabel thread_note
    @to_png
    plot for [i = 1:words(contended)] $contended using (in_block(i)):(column(3)):(column(4)):(column(5)) \
        with yerrorlines ls style_of(word(contended, i)) title legend_name(word(contended, i))
    @to_svg
}

# ---- 4. fairness vs threads

chart = "4-fairness"
if (fair == 0) { print skip(chart, "no jain_index values on plain contended rows") } else {
    chart_height = 560
    @thread_axis
    @thread_tics
    @oversubscription
    set title "Fairness: how evenly the workers share the operations (Jain index, 1 = perfectly fair)\n" . subtitle
    unset logscale y
    set yrange [0:1.05]
    set ytics 0, 0.2, 1
    set format y "%.1f"
    set ylabel "Jain fairness index (1/N: one thread does all the work)"
    set xlabel thread_note
    @to_png
    plot for [i = 1:words(contended)] $contended using (in_block(i)):(column(6)) \
        with linespoints ls style_of(word(contended, i)) title legend_name(word(contended, i))
    @to_svg
}

# ---- 5. acquire-latency percentiles at one thread count

chart = "5-latency"
if (latency_cases eq "") { print skip(chart, "no latency_p50_ns values on plain contended rows") } else {
    @read_csv
    @fresh
    if (!exists("latency_threads")) { seen = latency_threads_seen; @pick_threads; latency_threads = pick }
    latency_primitives = ""
    do for [i = 1:words(contended)] {
        if (has_word(latency_cases, word(contended, i) . "@" . latency_threads)) { latency_primitives = add_word(latency_primitives, word(contended, i)) }
    }
    if (latency_primitives eq "") { print skip(chart, sprintf("no latency values at %d threads", latency_threads)) } else {
    n = words(latency_primitives)
    chart_height = 170 + 30 * n
    row(dummy) = is_plain("contended") && column("threads") == latency_threads ? index_of(latency_primitives, strcol("primitive")) : NaN
    percentile(name) = has_value(name) ? column(name) : NaN
    stats data using (row(0) > 0 ? percentile("latency_p50_ns") : NaN) nooutput name "LOW"
    stats data using (row(0) > 0 ? percentile("latency_max_ns") : NaN) nooutput name "HIGH"
    set title sprintf("Acquire latency at %d threads: time from asking for the lock to holding it%s\n%s", latency_threads, \
        (effective_cpus > 0 && latency_threads > effective_cpus) ? " (oversubscribed)" : "", subtitle)
    set logscale x 10
    set xrange [LOW_min / 2 : HIGH_max * 2]
    set yrange [n + 0.6 : 0.4]
    set xtics ()
    do for [e = int(floor(log10(LOW_min))) : int(ceil(log10(HIGH_max)))] { set xtics add (time_label(10.0 ** e) 10.0 ** e) }
    set ytics () scale 0
    do for [i = 1:n] { set ytics add (word(latency_primitives, i) i) }
    set xlabel "acquire latency (log scale); the line spans p50 to max"
    unset ylabel
    set key outside below center horizontal maxcols 5 samplen 1 width 1 nobox noopaque
    set grid noytics xtics
    @to_png
    plot data using (percentile("latency_p50_ns")):(row(0)):(percentile("latency_p50_ns")):(percentile("latency_max_ns")) \
            with xerrorbars lc rgb "#aaaaaa" lw 1.5 pt 0 notitle, \
        '' using (percentile("latency_p50_ns")):(row(0)) with points pt 7 ps 1.3 lc rgb "#1f77b4" title "p50", \
        '' using (percentile("latency_p90_ns")):(row(0)) with points pt 5 ps 1.2 lc rgb "#2ca02c" title "p90", \
        '' using (percentile("latency_p99_ns")):(row(0)) with points pt 9 ps 1.4 lc rgb "#ff7f0e" title "p99", \
        '' using (percentile("latency_p999_ns")):(row(0)) with points pt 11 ps 1.4 lc rgb "#d62728" title "p99.9", \
        '' using (percentile("latency_max_ns")):(row(0)) with points pt 2 ps 1.4 lw 2 lc rgb "#000000" title "max"
    @to_svg
    set grid xtics ytics
    }
}

# ---- 6. read/write mix: throughput per primitive at each mix, at one thread count

chart = "6-rwmix"
if (rwmix eq "") { print skip(chart, "no rwmix rows") } else {
    @read_csv
    @fresh
    if (!exists("rwmix_threads")) { seen = rwmix_threads_seen; @pick_threads; rwmix_threads = pick }
    mixes = ""
    do for [p = 100:0:-1] { if (has_word(rwmix_mixes, sprintf("%d", p))) { mixes = add_word(mixes, sprintf("%d", p)) } }
    n = words(rwmix)
    width = 0.8 / n
    is_mix(dummy) = is_case("rwmix") && has_value("read_pct") && column("threads") == rwmix_threads
    centre(dummy) = is_mix(0) ? index_of(mixes, sprintf("%d", column("read_pct"))) \
        + (index_of(rwmix, strcol("primitive")) - (n + 1) / 2.0) * width : NaN
    mops(name) = has_value(name) ? 1e3 / column(name) : NaN
    stats data using (is_mix(0) ? column("ops_per_s") / 1e6 : NaN) nooutput name "MOPS"
    if (!exists("MOPS_records") || MOPS_records == 0) { print skip(chart, sprintf("no rwmix rows at %d threads", rwmix_threads)) } else {
    chart_height = 500
    bottom = decade_below(MOPS_min / 2)
    set title sprintf("Read/write mix at %d threads: throughput by share of reads%s\n%s", rwmix_threads, \
        (effective_cpus > 0 && rwmix_threads > effective_cpus) ? " (oversubscribed)" : "", subtitle)
    set logscale y 10
    set yrange [bottom : decade_above(MOPS_max * 3)]
    set xrange [0.5 : words(mixes) + 0.5]
    set format y "%g"
    set ytics auto
    set xtics () scale 0
    do for [g = 1:words(mixes)] { set xtics add (word(mixes, g) . "%% reads" g) }
    set ylabel "Mops/s, readers + writers (log scale)"
    set xlabel "share of operations that are reads (error bars: slowest to fastest window)"
    set key outside below center horizontal Left reverse samplen 2 width 2 nobox noopaque
    set grid ytics noxtics
    @to_png
    plot for [i = 1:n] data using (strcol("primitive") eq word(rwmix, i) ? centre(0) : NaN):(column("ops_per_s") / 1e6) \
            :(centre(0) - width / 2):(centre(0) + width / 2):(bottom):(column("ops_per_s") / 1e6) \
            with boxxyerror fc rgb word(colours, 1 + (style_of(word(rwmix, i)) - 1) % 12) fs solid 0.8 border lc rgb "#333333" \
            title legend_name(word(rwmix, i)), \
        data using (centre(0)):(mops("ns_per_op_max")):(0):(mops("ns_per_op_min") - mops("ns_per_op_max")) \
            with vectors heads size screen 0.006, 90 lc rgb "#222222" notitle, \
        data using (centre(0)):((has_value("ns_per_op_min") ? mops("ns_per_op_min") : column("ops_per_s") / 1e6) * 1.3) \
            :(three_digits(column("ops_per_s") / 1e6)) \
            with labels center font ",8" notitle
    @to_svg
    set grid xtics ytics
    }
}

# ---- 7. priority inversion: the high-priority thread's wait per lock
# (the 50 µs hold and 20 ms burst marked here are PriorityInversionRunner's constants)

chart = "7-inversion"
if (inversion eq "") { print skip(chart, "no inversion rows with waits (unavailable here, or not measured)") } else {
    @read_csv
    @fresh
    n = words(inversion)
    chart_height = 190 + 30 * n
    row(dummy) = is_case("inversion") ? index_of(inversion, strcol("primitive")) : NaN
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
    do for [i = 1:n] { set ytics add (word(inversion, i) i) }
    set arrow 1 from 50e3, graph 0 to 50e3, graph 1 nohead dt 2 lc rgb "#2ca02c"
    set label 1 "low holds 50 µs" at 50e3, graph 1.03 center textcolor rgb "#2ca02c" font ",9"
    set arrow 2 from 20e6, graph 0 to 20e6, graph 1 nohead dt 2 lc rgb "#d62728"
    set label 2 "medium spins 20 ms" at 20e6, graph 1.03 center textcolor rgb "#d62728" font ",9"
    set xlabel "wait from asking to holding (log scale), one CPU, SCHED_FIFO; inheritance bounds it by the hold"
    unset ylabel
    set key outside below center horizontal maxcols 3 samplen 1 width 1 nobox noopaque
    set grid noytics xtics
    @to_png
    plot data using (wait("latency_p50_ns")):(row(0)):(wait("latency_p50_ns")):(wait("latency_max_ns")) \
            with xerrorbars lc rgb "#aaaaaa" lw 1.5 pt 0 notitle, \
        '' using (wait("latency_p50_ns")):(row(0)) with points pt 7 ps 1.3 lc rgb "#1f77b4" title "p50", \
        '' using (wait("latency_p99_ns")):(row(0)) with points pt 9 ps 1.4 lc rgb "#ff7f0e" title "p99", \
        '' using (wait("latency_max_ns")):(row(0)) with points pt 2 ps 1.4 lw 2 lc rgb "#000000" title "max"
    @to_svg
    unset arrow
    unset label
    set grid xtics ytics
}
