<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>About</name>
        <message>
            <source>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;What-if planner for the completion time of large AI training jobs: network, pipeline, recomputation, stragglers, checkpoints, failures and cost in one analytic model. Every number has a breakdown; Help ▸ Manual (F1) explains the tiles, the charts and the formulas.&lt;/p&gt;&lt;p&gt;Licence: proprietary, all rights reserved. Built with Qt %2 (running on Qt %3, LGPL 3), QCustomPlot 2.1 (GPL 3) and Eigen 3.4 (MPL 2.0).&lt;/p&gt;&lt;p&gt;The model stands on: Narayanan et al. (Megatron-LM, SC'21), Korthikanti et al. (activation recomputation, 2022), Rajbhandari et al. (ZeRO, SC'20), Hockney (α–β, 1994), Thakur, Rabenseifner and Gropp (collectives, 2005), Young (1974) and Daly (2006) on checkpoint intervals, Blom (1958) on order statistics; NVIDIA nccl-tests for bus bandwidth.&lt;/p&gt;&lt;p&gt;Links: &lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;Was-wäre-wenn-Planer für die Laufzeit großer KI-Trainingsjobs: Netzwerk, Pipeline, Neuberechnung, Nachzügler, Checkpoints, Ausfälle und Kosten in einem analytischen Modell. Jede Zahl hat eine Aufschlüsselung; Hilfe ▸ Handbuch (F1) erklärt die Kacheln, die Diagramme und die Formeln.&lt;/p&gt;&lt;p&gt;Lizenz: proprietär, alle Rechte vorbehalten. Erstellt mit Qt %2 (läuft mit Qt %3, LGPL 3), QCustomPlot 2.1 (GPL 3) und Eigen 3.4 (MPL 2.0).&lt;/p&gt;&lt;p&gt;Das Modell stützt sich auf: Narayanan et al. (Megatron-LM, SC'21), Korthikanti et al. (Neuberechnung von Aktivierungen, 2022), Rajbhandari et al. (ZeRO, SC'20), Hockney (α–β, 1994), Thakur, Rabenseifner und Gropp (Kollektive, 2005), Young (1974) und Daly (2006) zu Checkpoint-Intervallen, Blom (1958) zu Ordnungsstatistiken; NVIDIA nccl-tests für die Busbandbreite.&lt;/p&gt;&lt;p&gt;Links: &lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About JCT Planner</source>
            <translation>Über JCT Planner</translation>
        </message>
    </context>
    <context>
        <name>AtomicFile</name>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: kann nicht schreiben: %2</translation>
        </message>
        <message>
            <source>it is %1, not a regular file; only a regular file is written</source>
            <translation>es ist %1, keine reguläre Datei; geschrieben wird nur in eine reguläre Datei</translation>
        </message>
        <message>
            <source>it is %1, which is being read; choose another file to write</source>
            <translation>es ist %1, das gerade gelesen wird; wählen Sie eine andere Datei zum Schreiben</translation>
        </message>
        <message>
            <source>%1 (%2 of %3 bytes written)</source>
            <translation>%1 (%2 von %3 Bytes geschrieben)</translation>
        </message>
        <message>
            <source>%1 (syncing to disk failed)</source>
            <translation>%1 (Synchronisieren auf die Platte fehlgeschlagen)</translation>
        </message>
        <message>
            <source>the temporary file could not be renamed into place</source>
            <translation>die temporäre Datei konnte nicht an ihren Platz umbenannt werden</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>ein Verzeichnis</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>ein zeichenorientiertes Gerät</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>ein blockorientiertes Gerät</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>eine FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>ein Socket</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>keine reguläre Datei</translation>
        </message>
    </context>
    <context>
        <name>Capacity</name>
        <message>
            <source>tp %1 · pp %2 · cp %3, global batch %4</source>
            <translation>tp %1 · pp %2 · cp %3, globaler Batch %4</translation>
        </message>
        <message>
            <source>Fewest GPUs to finish within %1: %2 GPUs (dp %3; %4), predicted %5 including checkpoints and expected failures, total cost %6.</source>
            <translation>Wenigste GPUs, um innerhalb von %1 fertig zu werden: %2 GPUs (dp %3; %4), vorhergesagt %5 einschließlich Checkpoints und erwarteter Ausfälle, Gesamtkosten %6.</translation>
        </message>
        <message>
            <source>Least cost per trained token: %1 GPUs (dp %2), %3 per million tokens (%4 in all), predicted %5.</source>
            <translation>Geringste Kosten pro trainiertem Token: %1 GPUs (dp %2), %3 pro Million Tokens (%4 insgesamt), vorhergesagt %5.</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPUs</translation>
        </message>
        <message>
            <source>Deadline check: this plan (%1) cannot run as given, so it cannot meet %2.</source>
            <translation>Fristprüfung: Dieser Plan (%1) kann so nicht laufen und daher %2 nicht einhalten.</translation>
        </message>
        <message>
            <source>Deadline check: yes, this cluster (%1) meets %2 with %3 to spare (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>Fristprüfung: Ja, dieser Cluster (%1) hält %2 mit %3 Reserve ein (%4 GPU-Zeit zum Preis des Clusters); vorhergesagt %5.</translation>
        </message>
        <message>
            <source>Deadline check: no, this cluster (%1) misses %2 by %3 (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>Fristprüfung: Nein, dieser Cluster (%1) verfehlt %2 um %3 (%4 GPU-Zeit zum Preis des Clusters); vorhergesagt %5.</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) gives a plan that can run (each runs out of memory or cannot finish).</source>
            <translation>Nicht erreichbar: Keine GPU-Anzahl dieses Layouts (%1) ergibt einen lauffähigen Plan (jede passt nicht in den Speicher oder wird nicht fertig).</translation>
        </message>
        <message>
            <source>Least cost per trained token: no GPU count of this layout gives a plan that can run.</source>
            <translation>Geringste Kosten pro trainiertem Token: Keine GPU-Anzahl dieses Layouts ergibt einen lauffähigen Plan.</translation>
        </message>
        <message>
            <source>No GPU count whose data-parallel size splits the %1 micro-batches evenly finishes within %2 (%3).</source>
            <translation>Keine GPU-Anzahl, deren datenparallele Größe die %1 Micro-Batches gleichmäßig aufteilt, wird innerhalb von %2 fertig (%3).</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) would, predicted %3, with a global batch that splits over %2 ranks: the %4 micro-batches do not (some ranks would run one more).</source>
            <translation>%1 GPUs (dp %2) würden es schaffen, vorhergesagt %3, mit einem globalen Batch, der sich auf %2 Ranks aufteilt: die %4 Micro-Batches tun es nicht (einige Ranks rechneten einen mehr).</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) finishes within %2. The fastest is %3 at %4 GPUs.</source>
            <translation>Nicht erreichbar: Keine GPU-Anzahl dieses Layouts (%1) wird innerhalb von %2 fertig. Am schnellsten geht es in %3 mit %4 GPUs.</translation>
        </message>
    </context>
    <context>
        <name>Catalog</name>
        <message>
            <source>cannot read catalog %1: %2</source>
            <translation>Katalog %1 kann nicht gelesen werden: %2</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: line %2, column %3: %4</source>
            <translation>Katalog %1 ist kein gültiges JSON: Zeile %2, Spalte %3: %4</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: %2</source>
            <translation>Katalog %1 ist kein gültiges JSON: %2</translation>
        </message>
    </context>
    <context>
        <name>ChartEditText</name>
        <message>
            <source>Set GPU count to %1 on the chart</source>
            <translation>Anzahl der GPUs im Diagramm auf %1 setzen</translation>
        </message>
        <message>
            <source>Set checkpoint interval to %1 min on the chart</source>
            <translation>Checkpoint-Intervall im Diagramm auf %1 min setzen</translation>
        </message>
    </context>
    <context>
        <name>ChartFile</name>
        <message>
            <source>DPI %1 is out of range (%2 to %3)</source>
            <translation>DPI %1 liegt außerhalb des Bereichs (%2 bis %3)</translation>
        </message>
        <message>
            <source>size %1x%2 is out of range (1 to %3 pixels a side)</source>
            <translation>Größe %1x%2 liegt außerhalb des Bereichs (1 bis %3 Pixel je Seite)</translation>
        </message>
        <message>
            <source>size %1x%2 at %3 DPI is only %4x%5 points of layout, too small for readable text (at least 240x160: a larger size or a lower DPI)</source>
            <translation>Größe %1x%2 bei %3 DPI ergibt nur %4x%5 Punkte Layout, zu klein für lesbaren Text (mindestens 240x160: eine größere Größe oder eine niedrigere DPI)</translation>
        </message>
    </context>
    <context>
        <name>ChartId</name>
        <message>
            <source>Sync wall</source>
            <translation>Sync Wall</translation>
        </message>
        <message>
            <source>Cost of idle time</source>
            <translation>Kosten der Leerlaufzeit</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead</source>
            <translation>Checkpoint- und Ausfall-Overhead</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>Schrittaufschlüsselung</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Capacity questions for a deadline.</source>
            <translation>Kapazitätsfragen für eine Frist.</translation>
        </message>
        <message>
            <source>scenario file (.jctplan); the built-in default when omitted</source>
            <translation>Szenariodatei (.jctplan); ohne Angabe der eingebaute Standard</translation>
        </message>
        <message>
            <source>delivery deadline in days</source>
            <translation>Lieferfrist in Tagen</translation>
        </message>
        <message>
            <source>print the answers as JSON</source>
            <translation>die Antworten als JSON ausgeben</translation>
        </message>
        <message>
            <source>usage: jct capacity [FILE] --deadline DAYS [--json]</source>
            <translation>Aufruf: jct capacity [FILE] --deadline DAYS [--json]</translation>
        </message>
        <message>
            <source>print this help</source>
            <translation>diese Hilfe ausgeben</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1: kann nicht geöffnet werden: %2</translation>
        </message>
        <message>
            <source>jct %1: one scenario file at most, got %2</source>
            <translation>jct %1: höchstens eine Szenariodatei, erhalten %2</translation>
        </message>
        <message>
            <source>default scenario</source>
            <translation>Standardszenario</translation>
        </message>
        <message>
            <source>the plan cannot run: </source>
            <translation>der Plan kann nicht laufen: </translation>
        </message>
        <message>
            <source>the sync-wall knee's scaling-efficiency threshold in percent (70)</source>
            <translation>die Schwelle der Skalierungseffizienz für das Knie der Sync Wall in Prozent (70)</translation>
        </message>
        <message>
            <source>jct %1: --knee needs a percentage in (0, 100], got '%2'</source>
            <translation>jct %1: --knee braucht einen Prozentwert in (0, 100], erhalten '%2'</translation>
        </message>
        <message>
            <source>Usage: jct &lt;command&gt; [options]

Commands:
  eval [FILE] [--json] [--knee PERCENT]     evaluate one scenario (the built-in default without FILE)
  sweep [FILE] --gpus A:B[:xSTEP] [--csv]   the sync-wall curve: one row per GPU count
  validate FILE.json                        predicted vs measured for a published-runs file
  fit-nccl LOG... [--json] [--into PLAN -o OUT]
                                            fit alpha and bus bandwidth to nccl-tests logs of one cluster
  capacity [FILE] --deadline DAYS [--json]  fewest GPUs for a deadline, least cost per token, deadline check
  report [FILE] -o OUT.pdf [--compare B] [--knee PERCENT]
                                            write the procurement report (A4 PDF)
  plot [FILE] --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
                                            write one chart (sync-wall, idle-cost, failures,
                                            breakdown) as .png, .svg or .pdf
  search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--json]
                                            the auto-planner: best layouts, Pareto front, sync walls

Exit codes: 0 success, 1 valid but infeasible plan, 2 bad input.
</source>
            <translation>Aufruf: jct &lt;command&gt; [options]

Befehle:
  eval [FILE] [--json] [--knee PERCENT]     ein Szenario auswerten (ohne FILE das eingebaute Standardszenario)
  sweep [FILE] --gpus A:B[:xSTEP] [--csv]   die Sync-Wall-Kurve: eine Zeile je GPU-Anzahl
  validate FILE.json                        Vorhersage gegen Messung für eine Datei veröffentlichter Läufe
  fit-nccl LOG... [--json] [--into PLAN -o OUT]
                                            Alpha und Busbandbreite an nccl-tests-Logs eines Clusters anpassen
  capacity [FILE] --deadline DAYS [--json]  wenigste GPUs für eine Frist, geringste Kosten je Token, Fristprüfung
  report [FILE] -o OUT.pdf [--compare B] [--knee PERCENT]
                                            den Beschaffungsbericht schreiben (A4-PDF)
  plot [FILE] --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
                                            ein Diagramm (sync-wall, idle-cost, failures,
                                            breakdown) als .png, .svg oder .pdf schreiben
  search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--json]
                                            der Auto-Planer: beste Layouts, Pareto-Front, Sync Walls

Exit-Codes: 0 Erfolg, 1 gültiger, aber nicht ausführbarer Plan, 2 fehlerhafte Eingabe.
</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>Layout</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batches of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 auf %7 GPUs; %8 Micro-Batches zu %9 je Schritt</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Speicher</translation>
        </message>
        <message>
            <source>%1 of %2 usable per GPU (%3)</source>
            <translation>%1 von %2 nutzbar je GPU (%3)</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Schrittzeit</translation>
        </message>
        <message>
            <source>%1 mean, p50 %2, p99 %3 over steps (the job is priced on the mean)</source>
            <translation>%1 Mittelwert, p50 %2, p99 %3 über die Schritte (der Job wird nach dem Mittelwert bepreist)</translation>
        </message>
        <message>
            <source>%1 NVLink domain</source>
            <translation>%1 NVLink-Domäne</translation>
        </message>
        <message>
            <source>%1 NVLink domains</source>
            <translation>%1 NVLink-Domänen</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Kollektive</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>Checkpoints</translation>
        </message>
        <message>
            <source>%1 every %2 (Young %3, Daly %4); blocks %5 each%6; final %7; overhead %8</source>
            <translation>%1 alle %2 (Young %3, Daly %4); blockiert je %5%6; final %7; Overhead %8</translation>
        </message>
        <message>
            <source> (async: max of copy %1, flush %2)</source>
            <translation> (asynchron: Maximum aus Kopie %1 und Flush %2)</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>Ausfälle</translation>
        </message>
        <message>
            <source>job MTBF %1; %2 expected failures; recovery %3 each; lost work %4 each; overhead %5</source>
            <translation>Job-MTBF %1; %2 erwartete Ausfälle; Wiederherstellung je %3; verlorene Arbeit je %4; Overhead %5</translation>
        </message>
        <message>
            <source>recovery</source>
            <translation>Wiederherstellung</translation>
        </message>
        <message>
            <source>by source</source>
            <translation>nach Quelle</translation>
        </message>
        <message>
            <source>the plan's job MTBF overrides the per-component MTBFs</source>
            <translation>die Job-MTBF des Plans ersetzt die MTBFs der einzelnen Komponenten</translation>
        </message>
        <message>
            <source>Data</source>
            <translation>Daten</translation>
        </message>
        <message>
            <source>%1 per step needs %2 GB/s; storage delivers %3; stall %4 per step</source>
            <translation>%1 je Schritt braucht %2 GB/s; das Storage-System liefert %3; Wartezeit %4 je Schritt</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>keine Grenze</translation>
        </message>
        <message>
            <source>Serial</source>
            <translation>Seriell</translation>
        </message>
        <message>
            <source>%1 (startup, staging): %2 of the job (Amdahl); validation %3</source>
            <translation>%1 (Start, Staging): %2 des Jobs (Amdahl); Validierung %3</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensitivität</translation>
        </message>
        <message>
            <source>what one change does to this plan:</source>
            <translation>was eine Änderung an diesem Plan bewirkt:</translation>
        </message>
        <message>
            <source>plan no longer fits</source>
            <translation>Plan passt nicht mehr</translation>
        </message>
        <message>
            <source>JCT %1%2 (%3%4), cost %5%6</source>
            <translation>JCT %1%2 (%3%4), Kosten %5%6</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync Wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>Knie</translation>
        </message>
        <message>
            <source>Scaling</source>
            <translation>Skalierung</translation>
        </message>
        <message>
            <source>INFEASIBLE</source>
            <translation>UNMÖGLICH</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Durchsatz</translation>
        </message>
        <message>
            <source>JCT</source>
            <translation>JCT</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Kosten</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Warten</translation>
        </message>
        <message>
            <source>Evaluate one scenario.</source>
            <translation>Ein Szenario auswerten.</translation>
        </message>
        <message>
            <source>print the result as JSON</source>
            <translation>das Ergebnis als JSON ausgeben</translation>
        </message>
        <message>
            <source>usage: jct eval [FILE] [--json] [--knee PERCENT]</source>
            <translation>Aufruf: jct eval [FILE] [--json] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Assumed</source>
            <translation>Angenommen</translation>
        </message>
        <message>
            <source>jct: unknown command '%1'</source>
            <translation>jct: unbekannter Befehl '%1'</translation>
        </message>
        <message>
            <source>jct %1: not available in this build (it needs the drawing library that the jct executable links)</source>
            <translation>jct %1: in diesem Build nicht verfügbar (es braucht die Zeichenbibliothek, die das Programm jct linkt)</translation>
        </message>
        <message>
            <source>%1: %2, %3; busbw = algbw × %4 as the log computes it</source>
            <translation>%1: %2, %3; busbw = algbw × %4, wie das Log es berechnet</translation>
        </message>
        <message>
            <source>line</source>
            <translation>Zeile</translation>
        </message>
        <message>
            <source>size</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>place</source>
            <translation>Ort</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>gemessen</translation>
        </message>
        <message>
            <source>fitted</source>
            <translation>angepasst</translation>
        </message>
        <message>
            <source>error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>regime</source>
            <translation>Bereich</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>in-place</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>out-of-place</translation>
        </message>
        <message>
            <source>α: %1</source>
            <translation>α: %1</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>Bandbreite: %1</translation>
        </message>
        <message>
            <source>%1 points (%2 latency, %3 plateau, %4 transition, %5 left out); max |error| over the fitted ones %6</source>
            <translation>%1 Punkte (%2 Latenz, %3 Plateau, %4 Übergang, %5 ausgelassen); max. |Fehler| über die angepassten %6</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>Hinweis: %1</translation>
        </message>
        <message>
            <source>Fit the latency (alpha) and bus bandwidth of a fabric to nccl-tests logs of one cluster.</source>
            <translation>Latenz (Alpha) und Busbandbreite einer Fabric an nccl-tests-Logs eines Clusters anpassen.</translation>
        </message>
        <message>
            <source>nccl-tests output (one or more files of one cluster)</source>
            <translation>nccl-tests-Ausgabe (eine oder mehrere Dateien eines Clusters)</translation>
        </message>
        <message>
            <source>print the fit as JSON</source>
            <translation>die Anpassung als JSON ausgeben</translation>
        </message>
        <message>
            <source>a plan whose fabric (or NVLink, for a one-domain log) takes the fit</source>
            <translation>ein Plan, dessen Fabric (oder NVLink, bei einem Log aus einer Domäne) die Anpassung übernimmt</translation>
        </message>
        <message>
            <source>where to write the plan with the fitted fabric</source>
            <translation>wohin der Plan mit der angepassten Fabric geschrieben wird</translation>
        </message>
        <message>
            <source>usage: jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</source>
            <translation>Aufruf: jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</translation>
        </message>
        <message>
            <source>jct fit-nccl: --into PLAN and -o OUT go together</source>
            <translation>jct fit-nccl: --into PLAN und -o OUT gehören zusammen</translation>
        </message>
        <message>
            <source>%1: the %2 table under line %3 determines neither α nor a bandwidth: %4; %5</source>
            <translation>%1: die %2-Tabelle unter Zeile %3 bestimmt weder α noch eine Bandbreite: %4; %5</translation>
        </message>
        <message>
            <source>%1: the %2 table determines neither α nor a bandwidth: %3; %4</source>
            <translation>%1: die %2-Tabelle bestimmt weder α noch eine Bandbreite: %3; %4</translation>
        </message>
        <message>
            <source>the nccl-tests log being read</source>
            <translation>das gelesene nccl-tests-Log</translation>
        </message>
        <message>
            <source>the plan given to --into</source>
            <translation>der an --into übergebene Plan</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2 (%3); write the fitted plan to another file</source>
            <translation>jct fit-nccl: -o %1 ist %2 (%3); den angepassten Plan in eine andere Datei schreiben</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2, not a regular file; write the fitted plan to a regular file</source>
            <translation>jct fit-nccl: -o %1 ist %2, keine reguläre Datei; den angepassten Plan in eine reguläre Datei schreiben</translation>
        </message>
        <message>
            <source>together (%1 tables): α per ring step %2, busbw %3</source>
            <translation>zusammen (%1 Tabellen): α je Ring-Schritt %2, busbw %3</translation>
        </message>
        <message>
            <source>not determined</source>
            <translation>nicht bestimmt</translation>
        </message>
        <message>
            <source>usage: jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</source>
            <translation>Aufruf: jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
        jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
        jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG draws the log against its fit; it takes no --chart</source>
            <translation>jct plot: --nccl LOG zeichnet das Log gegen seine Anpassung; es nimmt kein --chart</translation>
        </message>
        <message>
            <source>jct plot: --chart is required: one of %1</source>
            <translation>jct plot: --chart ist erforderlich: eines von %1</translation>
        </message>
        <message>
            <source>jct plot: unknown chart '%1'; allowed: %2</source>
            <translation>jct plot: unbekanntes Diagramm '%1'; erlaubt: %2</translation>
        </message>
        <message>
            <source>jct plot: -o OUT is required (.png, .svg or .pdf)</source>
            <translation>jct plot: -o OUT ist erforderlich (.png, .svg oder .pdf)</translation>
        </message>
        <message>
            <source>jct plot: %1: unknown output format '%2'; allowed: .png, .svg, .pdf</source>
            <translation>jct plot: %1: unbekanntes Ausgabeformat '%2'; erlaubt: .png, .svg, .pdf</translation>
        </message>
        <message>
            <source>jct plot: bad --size '%1': expected WxH in pixels, e.g. 1600x1000</source>
            <translation>jct plot: ungültiges --size '%1': erwartet BxH in Pixeln, z. B. 1600x1000</translation>
        </message>
        <message>
            <source>jct plot: bad --dpi '%1': expected a whole number, e.g. 150</source>
            <translation>jct plot: ungültiges --dpi '%1': erwartet eine ganze Zahl, z. B. 150</translation>
        </message>
        <message>
            <source>jct plot: %1</source>
            <translation>jct plot: %1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 of %3 against its fit, %4x%5 px at %6 DPI)</source>
            <translation>%1 geschrieben (%2 von %3 gegen seine Anpassung, %4x%5 px bei %6 DPI)</translation>
        </message>
        <message>
            <source>note: the log holds %1 collectives; the chart shows the first, %2</source>
            <translation>Hinweis: das Log enthält %1 Kollektive; das Diagramm zeigt das erste, %2</translation>
        </message>
        <message>
            <source>Write one chart of a scenario as PNG, SVG or PDF.</source>
            <translation>Ein Diagramm eines Szenarios als PNG, SVG oder PDF schreiben.</translation>
        </message>
        <message>
            <source>scenario file; the built-in default when omitted</source>
            <translation>Szenariodatei; ohne Angabe der eingebaute Standard</translation>
        </message>
        <message>
            <source>the chart</source>
            <translation>das Diagramm</translation>
        </message>
        <message>
            <source>an nccl-tests log to draw against its fit</source>
            <translation>ein nccl-tests-Log, gegen seine Anpassung gezeichnet</translation>
        </message>
        <message>
            <source>two plans, A then B: A laid over B as the window shows a pinned A (both curves, markers and step bars, named A: and B: in the legend)</source>
            <translation>zwei Pläne, A dann B: A über B gelegt, wie das Fenster ein festgehaltenes A zeigt (beide Kurven, Markierungen und Schrittbalken, in der Legende A: und B: genannt)</translation>
        </message>
        <message>
            <source>output file</source>
            <translation>Ausgabedatei</translation>
        </message>
        <message>
            <source>pixels, WxH</source>
            <translation>Pixel, BxH</translation>
        </message>
        <message>
            <source>dots per inch</source>
            <translation>Punkte pro Zoll</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG takes no plan</source>
            <translation>jct plot: --nccl LOG nimmt keinen Plan</translation>
        </message>
        <message>
            <source>jct plot: --compare takes two plans, A then B (got %1)</source>
            <translation>jct plot: --compare nimmt zwei Pläne, A dann B (erhalten %1)</translation>
        </message>
        <message>
            <source>wrote %1 (%2, A and B, %3x%4 px at %5 DPI)</source>
            <translation>%1 geschrieben (%2, A und B, %3x%4 px bei %5 DPI)</translation>
        </message>
        <message>
            <source>wrote %1 (%2, %3x%4 px at %5 DPI)</source>
            <translation>%1 geschrieben (%2, %3x%4 px bei %5 DPI)</translation>
        </message>
        <message>
            <source>usage: jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</source>
            <translation>Aufruf: jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Write the procurement report of a scenario (A4 PDF), optionally against a second plan.</source>
            <translation>Den Beschaffungsbericht eines Szenarios schreiben (A4-PDF), wahlweise gegen einen zweiten Plan.</translation>
        </message>
        <message>
            <source>output PDF</source>
            <translation>Ausgabe-PDF</translation>
        </message>
        <message>
            <source>a second plan (B): tables get the columns A, B, Δ and B / A</source>
            <translation>ein zweiter Plan (B): Tabellen erhalten die Spalten A, B, Δ und B / A</translation>
        </message>
        <message>
            <source>jct report: -o OUT.pdf is required</source>
            <translation>jct report: -o OUT.pdf ist erforderlich</translation>
        </message>
        <message>
            <source>jct report: %1: the report is a PDF; name the output *.pdf</source>
            <translation>jct report: %1: der Bericht ist ein PDF; die Ausgabe *.pdf nennen</translation>
        </message>
        <message>
            <source>jct report: %1</source>
            <translation>jct report: %1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 pages)</source>
            <translation>%1 geschrieben (%2 Seiten)</translation>
        </message>
        <message>
            <source>--gpus must look like N, A:B or A:B:xSTEP (e.g. 256:4096 or 512:4096:x1.5), got '%1'</source>
            <translation>--gpus muss wie N, A:B oder A:B:xSTEP aussehen (z. B. 256:4096 oder 512:4096:x1.5), erhalten '%1'</translation>
        </message>
        <message>
            <source>--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'</source>
            <translation>--gpus: nötig ist 1 ≤ A ≤ B ≤ 16777216, erhalten '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor after 'x' must be greater than 1, got '%1'</source>
            <translation>--gpus: der Schrittfaktor nach 'x' muss größer als 1 sein, erhalten '%1'</translation>
        </message>
        <message>
            <source>--gpus: %1 GPU counts in '%2'; at most %3 (use a larger step, e.g. :x2)</source>
            <translation>--gpus: %1 GPU-Anzahlen in '%2'; höchstens %3 (einen größeren Schritt nehmen, z. B. :x2)</translation>
        </message>
        <message>
            <source>%1 thread</source>
            <translation>%1 Thread</translation>
        </message>
        <message>
            <source>%1 threads</source>
            <translation>%1 Threads</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts (%2 tp·pp·cp·ep choices refused by a divisibility rule); %3 discarded by the memory model before timing; %4 evaluated in %5 on %6 (%7 evaluations/s)%8</source>
            <translation>%1 verschiedene gültige Layouts (%2 tp·pp·cp·ep-Varianten durch eine Teilbarkeitsregel abgelehnt); %3 vom Speichermodell vor der Zeitrechnung verworfen; %4 ausgewertet in %5 mit %6 (%7 Auswertungen/s)%8</translation>
        </message>
        <message>
            <source> — cancelled</source>
            <translation> — abgebrochen</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <source>JCT days</source>
            <translation>JCT-Tage</translation>
        </message>
        <message>
            <source>total cost</source>
            <translation>Gesamtkosten</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>Speicher</translation>
        </message>
        <message>
            <source>layout</source>
            <translation>Layout</translation>
        </message>
        <message>
            <source>Best layout, step breakdown:</source>
            <translation>Bestes Layout, Aufteilung des Schritts:</translation>
        </message>
        <message>
            <source>checkpoints %1, failures %2 of the training time; efficiency %3</source>
            <translation>Checkpoints %1, Ausfälle %2 der Trainingszeit; Effizienz %3</translation>
        </message>
        <message>
            <source>Pareto front, days vs dollars (no other layout is both faster and cheaper):</source>
            <translation>Pareto-Front, Tage gegen Dollar (kein anderes Layout ist zugleich schneller und billiger):</translation>
        </message>
        <message>
            <source>%1 GPUs %2 days %3  %4</source>
            <translation>%1 GPUs %2 Tage %3  %4</translation>
        </message>
        <message>
            <source>this GPU</source>
            <translation>dieser GPU</translation>
        </message>
        <message>
            <source>No layout runs on %1 at these GPU counts: %2 fit in memory, but none finishes (the expected job time is not finite or past 1,000,000 days; jct eval says why).</source>
            <translation>Kein Layout läuft auf %1 bei diesen GPU-Anzahlen: %2 passen in den Speicher, aber keines wird fertig (die erwartete Jobdauer ist nicht endlich oder über 1,000,000 Tage; jct eval sagt warum).</translation>
        </message>
        <message>
            <source>No layout fits in memory on %1 at these GPU counts.</source>
            <translation>Kein Layout passt auf %1 bei diesen GPU-Anzahlen in den Speicher.</translation>
        </message>
        <message>
            <source>The auto-planner: the best parallel layouts, the Pareto front and their sync walls.</source>
            <translation>Der Auto-Planer: die besten parallelen Layouts, die Pareto-Front und ihre Sync Walls.</translation>
        </message>
        <message>
            <source>GPU counts: N, A:B (A, 2A, 4A, …, B) or A:B:xSTEP; the plan's count by default</source>
            <translation>GPU-Anzahlen: N, A:B (A, 2A, 4A, …, B) oder A:B:xSTEP; standardmäßig die Anzahl des Plans</translation>
        </message>
        <message>
            <source>time, cost or cost-per-token</source>
            <translation>time, cost oder cost-per-token</translation>
        </message>
        <message>
            <source>how many layouts to report (default 10)</source>
            <translation>wie viele Layouts berichtet werden (Standard 10)</translation>
        </message>
        <message>
            <source>worker threads (default 0: every core)</source>
            <translation>Worker-Threads (Standard 0: jeder Kern)</translation>
        </message>
        <message>
            <source>usage: jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</source>
            <translation>Aufruf: jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</translation>
        </message>
        <message>
            <source>jct search: one scenario file at most</source>
            <translation>jct search: höchstens eine Szenariodatei</translation>
        </message>
        <message>
            <source>jct search: --objective must be time, cost or cost-per-token, got '%1'</source>
            <translation>jct search: --objective muss time, cost oder cost-per-token sein, erhalten '%1'</translation>
        </message>
        <message>
            <source>jct search: --top must be a whole number from 1 to 10000, got '%1'</source>
            <translation>jct search: --top muss eine ganze Zahl von 1 bis 10000 sein, erhalten '%1'</translation>
        </message>
        <message>
            <source>jct search: --threads must be 0 (every core) or a whole number up to 1024, got '%1'</source>
            <translation>jct search: --threads muss 0 (jeder Kern) oder eine ganze Zahl bis 1024 sein, erhalten '%1'</translation>
        </message>
        <message>
            <source>jct search: %1</source>
            <translation>jct search: %1</translation>
        </message>
        <message>
            <source>--gpus must look like A:B or A:B:xSTEP (e.g. 64:16384:x2), got '%1'</source>
            <translation>--gpus muss wie A:B oder A:B:xSTEP aussehen (z. B. 64:16384:x2), erhalten '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor x%1 gives %2 rows from %3 to %4 GPUs, at most %5 are allowed (a factor of at least %6)</source>
            <translation>--gpus: der Schrittfaktor x%1 ergibt %2 Zeilen von %3 bis %4 GPUs, höchstens %5 sind erlaubt (ein Faktor von mindestens %6)</translation>
        </message>
        <message>
            <source>loss</source>
            <translation>Verlust</translation>
        </message>
        <message>
            <source>GPU busy</source>
            <translation>GPU aktiv</translation>
        </message>
        <message>
            <source>vs no loss</source>
            <translation>ggü. 0</translation>
        </message>
        <message>
            <source>GPU busy = compute / step time. Loss model: %1, RTT-sized window, %2 retransmission timeout for tail losses.</source>
            <translation>GPU aktiv = Rechnen / Schrittzeit. Verlustmodell: %1, RTT-großes Fenster, %2 Retransmission-Timeout für Verluste am Ende.</translation>
        </message>
        <message>
            <source>min days</source>
            <translation>min. Tage</translation>
        </message>
        <message>
            <source>eff.</source>
            <translation>Eff.</translation>
        </message>
        <message>
            <source>idle cost</source>
            <translation>Leerlaufkosten</translation>
        </message>
        <message>
            <source>note</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <source>The sync-wall curve: one row per GPU count.</source>
            <translation>Die Sync-Wall-Kurve: eine Zeile je GPU-Anzahl.</translation>
        </message>
        <message>
            <source>GPU counts A:B[:xSTEP]</source>
            <translation>GPU-Anzahlen A:B[:xSTEP]</translation>
        </message>
        <message>
            <source>print CSV</source>
            <translation>CSV ausgeben</translation>
        </message>
        <message>
            <source>sweep the packet-loss rate instead (GPU utilization vs loss)</source>
            <translation>stattdessen die Paketverlustrate durchlaufen (GPU-Auslastung gegen Verlust)</translation>
        </message>
        <message>
            <source>usage: jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</source>
            <translation>Aufruf: jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</translation>
        </message>
        <message>
            <source>jct sweep: --gpus A:B[:xSTEP] or --loss is required</source>
            <translation>jct sweep: --gpus A:B[:xSTEP] oder --loss ist erforderlich</translation>
        </message>
        <message>
            <source>jct sweep: %1</source>
            <translation>jct sweep: %1</translation>
        </message>
        <message>
            <source>jct sweep: the plan is not valid: %1</source>
            <translation>jct sweep: der Plan ist nicht gültig: %1</translation>
        </message>
        <message>
            <source>Sync wall: %1</source>
            <translation>Sync Wall: %1</translation>
        </message>
        <message>
            <source>Knee: %1</source>
            <translation>Knie: %1</translation>
        </message>
        <message>
            <source>Scaling: %1</source>
            <translation>Skalierung: %1</translation>
        </message>
        <message>
            <source>jct sweep: no GPU count in %1 is a multiple of tp·pp·cp = %2</source>
            <translation>jct sweep: keine GPU-Anzahl in %1 ist ein Vielfaches von tp·pp·cp = %2</translation>
        </message>
        <message>
            <source>rows</source>
            <translation>Zeilen</translation>
        </message>
        <message>
            <source>compared</source>
            <translation>verglichen</translation>
        </message>
        <message>
            <source>misses</source>
            <translation>Fehlgr.</translation>
        </message>
        <message>
            <source>mean |error|</source>
            <translation>mittl. |Fehler|</translation>
        </message>
        <message>
            <source>median |error|</source>
            <translation>Median |Fehler|</translation>
        </message>
        <message>
            <source>run</source>
            <translation>Lauf</translation>
        </message>
        <message>
            <source>metric</source>
            <translation>Metrik</translation>
        </message>
        <message>
            <source>predicted</source>
            <translation>vorhergesagt</translation>
        </message>
        <message>
            <source>All rows</source>
            <translation>Alle Zeilen</translation>
        </message>
        <message>
            <source>%1 rows: mean |error| %2%, median %3%  (%4 not compared or missed)</source>
            <translation>%1 Zeilen: mittl. |Fehler| %2%, Median %3%  (%4 nicht verglichen oder verfehlt)</translation>
        </message>
        <message>
            <source>Predicted against measured times for a published-runs file.</source>
            <translation>Vorhergesagte gegen gemessene Zeiten für eine Datei veröffentlichter Läufe.</translation>
        </message>
        <message>
            <source>published-runs file (JSON array)</source>
            <translation>Datei veröffentlichter Läufe (JSON-Array)</translation>
        </message>
        <message>
            <source>print rows and statistics as JSON</source>
            <translation>Zeilen und Statistiken als JSON ausgeben</translation>
        </message>
        <message>
            <source>usage: jct validate FILE.json [--json]</source>
            <translation>Aufruf: jct validate FILE.json [--json]</translation>
        </message>
        <message>
            <source>changed %1</source>
            <translation>%1 geändert</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted NVLink</source>
            <translation>%1 mit dem angepassten NVLink geschrieben</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted fabric</source>
            <translation>%1 mit der angepassten Fabric geschrieben</translation>
        </message>
        <message>
            <source>%1: %2 more line(s) skipped</source>
            <translation>%1: %2 weitere Zeile(n) übersprungen</translation>
        </message>
        <message>
            <source>invalid layout</source>
            <translation>ungültiges Layout</translation>
        </message>
        <message>
            <source>does not fit in memory</source>
            <translation>passt nicht in den Speicher</translation>
        </message>
        <message>
            <source>job time past 1,000,000 days</source>
            <translation>Jobdauer über 1,000,000 Tage</translation>
        </message>
        <message>
            <source>job time not finite</source>
            <translation>Jobdauer nicht endlich</translation>
        </message>
        <message>
            <source>not a multiple of tp·pp·cp = %1</source>
            <translation>kein Vielfaches von tp·pp·cp = %1</translation>
        </message>
        <message>
            <source>fewer than one micro-batch per rank</source>
            <translation>weniger als ein Micro-Batch je Rank</translation>
        </message>
        <message>
            <source>fewer than pp micro-batches for vpp &gt; 1</source>
            <translation>weniger als pp Micro-Batches für vpp &gt; 1</translation>
        </message>
        <message>
            <source>By source</source>
            <translation>Nach Quelle</translation>
        </message>
        <message>
            <source>By GPU</source>
            <translation>Nach GPU</translation>
        </message>
        <message>
            <source>By precision</source>
            <translation>Nach Präzision</translation>
        </message>
        <message>
            <source>Dense or MoE</source>
            <translation>Dense oder MoE</translation>
        </message>
        <message>
            <source>Auto-planner: %1; GPU counts %2; objective: %3 (%4)</source>
            <translation>Auto-Planer: %1; GPU-Anzahlen %2; Ziel: %3 (%4)</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, which is being read; write to another file</source>
            <translation>jct %1: -o %2 ist %3, das gerade gelesen wird; schreiben Sie in eine andere Datei</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, not a regular file</source>
            <translation>jct %1: -o %2 ist %3, keine reguläre Datei</translation>
        </message>
        <message>
            <source>%1 in %2 calls</source>
            <translation>%1 in %2 Aufrufen</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>%1 je Aufruf</translation>
        </message>
        <message>
            <source>%1 over %2 ranks (%3), %4: %5 (α %6 µs, β %7 GB/s)</source>
            <translation>%1 über %2 Ranks (%3), %4: %5 (α %6 µs, β %7 GB/s)</translation>
        </message>
        <message>
            <source>fastest here on %1 GPUs (%2 days); wall at %3 GPUs with micro-batches of %4 (%5 days, %6)</source>
            <translation>hier am schnellsten auf %1 GPUs (%2 Tage); Wall bei %3 GPUs mit Micro-Batches von %4 (%5 Tage, %6)</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1], got '%2'</source>
            <translation>jct capacity: --deadline braucht eine Anzahl Tage in (0, %1], erhalten '%2'</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1]</source>
            <translation>jct capacity: --deadline braucht eine Anzahl Tage in (0, %1]</translation>
        </message>
        <message>
            <source>%1, none during the run (no failure source is modelled); final %2</source>
            <translation>%1, keiner während des Laufs (keine Ausfallquelle modelliert); final %2</translation>
        </message>
        <message>
            <source>Sync wall of the %1 fastest layout families (of %2; global batch fixed, the least predicted JCT over each family's GPU counts):</source>
            <translation>Sync Wall der %1 schnellsten Layout-Familien (von %2; globaler Batch fest, die kleinste vorhergesagte JCT über die GPU-Anzahlen jeder Familie):</translation>
        </message>
        <message>
            <source>uneven: B/b = %1 is not a multiple of dp</source>
            <translation>ungleichmäßig: B/b = %1 ist kein Vielfaches von dp</translation>
        </message>
        <message>
            <source>Fastest of these rows with an even batch split: %1 GPUs, predicted JCT %2</source>
            <translation>Schnellste dieser Zeilen mit gleichmäßiger Batch-Aufteilung: %1 GPUs, vorhergesagte JCT %2</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batch of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 auf %7 GPUs; %8 Micro-Batch zu %9 je Schritt</translation>
        </message>
        <message>
            <source>%1 for one of each (ZeRO-3 gathers twice a micro-batch, forward and backward, and reduce-scatters once)</source>
            <translation>%1 für je einen (ZeRO-3 sammelt zweimal je Micro-Batch, vorwärts und rückwärts, und macht ein Reduce-Scatter)</translation>
        </message>
    </context>
    <context>
        <name>ComparedCharts</name>
        <message>
            <source>Step: %1</source>
            <translation>Schritt: %1</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>eigenes Netz</translation>
        </message>
        <message>
            <source>A</source>
            <comment>plan A, a crowded chart's label</comment>
            <translation>A</translation>
        </message>
        <message>
            <source>B</source>
            <comment>plan B, a crowded chart's label</comment>
            <translation>B</translation>
        </message>
    </context>
    <context>
        <name>ControlSpecs</name>
        <message>
            <source>Data parallel (derived): N is not a multiple of tp·pp·cp = %1</source>
            <translation>Datenparallel (abgeleitet): N ist kein Vielfaches von tp·pp·cp = %1</translation>
        </message>
        <message>
            <source>Data parallel (derived): dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt;; %6 micro-batches per step</source>
            <translation>Datenparallel (abgeleitet): dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt;; %6 Micro-Batches pro Schritt</translation>
        </message>
        <message>
            <source>no whole number of</source>
            <translation>keine ganze Zahl von</translation>
        </message>
        <message>
            <source>MLA</source>
            <translation>MLA</translation>
        </message>
        <message>
            <source>%1 KV</source>
            <translation>%1 KV</translation>
        </message>
        <message>
            <source>%1 layers, hidden %2, %3 heads (%4), FFN %5, sequence %6%7; %8 parameters</source>
            <translation>%1 Schichten, hidden %2, %3 Heads (%4), FFN %5, Sequenz %6%7; %8 Parameter</translation>
        </message>
        <message>
            <source>, %1 experts top-%2</source>
            <translation>, %1 Experten top-%2</translation>
        </message>
        <message>
            <source>Set %1</source>
            <translation>%1 setzen</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>Cluster</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Accelerator type: peak FLOP/s per precision, HBM, NVLink, power and a default price (resources/catalog/gpus.json, with sources).</source>
            <translation>Beschleunigertyp: Spitzen-FLOP/s je Präzision, HBM, NVLink, Leistung und ein Standardpreis (resources/catalog/gpus.json, mit Quellen).</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>N, the GPUs of the job. The slider steps through counts that make a valid layout (N = tp·pp·cp·dp with dp dividing the global batch); type any count in the box. More GPUs shorten each step until the sync wall.</source>
            <translation>N, die GPUs des Jobs. Der Schieberegler durchläuft Anzahlen, die ein gültiges Layout ergeben (N = tp·pp·cp·dp, wobei dp den globalen Batch teilt); im Feld ist jede Anzahl möglich. Mehr GPUs verkürzen jeden Schritt bis zur Sync Wall.</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>Preis pro GPU-Stunde</translation>
        </message>
        <message>
            <source>What one GPU-hour costs. Total = N × JCT × price; an idle minute costs N × price / 60.</source>
            <translation>Was eine GPU-Stunde kostet. Gesamt = N × JCT × Preis; eine Leerlaufminute kostet N × Preis / 60.</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>Energie</translation>
        </message>
        <message>
            <source>Power per GPU</source>
            <translation>Leistung pro GPU</translation>
        </message>
        <message>
            <source>Average board power of one GPU while training (the GPU's catalog figure by default; choosing a GPU sets it). Energy = N × power × PUE × JCT.</source>
            <translation>Mittlere Board-Leistung einer GPU im Training (standardmäßig der Katalogwert der GPU; die Wahl einer GPU setzt ihn). Energie = N × Leistung × PUE × JCT.</translation>
        </message>
        <message>
            <source>PUE</source>
            <translation>PUE</translation>
        </message>
        <message>
            <source>Power usage effectiveness: the facility's power over the IT equipment's (cooling, conversion). 1.1–1.2 for a modern data centre; it multiplies the energy.</source>
            <translation>Power Usage Effectiveness: Leistung der Anlage geteilt durch die der IT-Geräte (Kühlung, Wandlung). 1.1–1.2 für ein modernes Rechenzentrum; sie multipliziert die Energie.</translation>
        </message>
        <message>
            <source>Electricity price</source>
            <translation>Strompreis</translation>
        </message>
        <message>
            <source>What one kWh costs. Energy cost = energy × price, added to the GPU-hours in the total cost.</source>
            <translation>Was eine kWh kostet. Energiekosten = Energie × Preis, in den Gesamtkosten zu den GPU-Stunden addiert.</translation>
        </message>
        <message>
            <source>Interconnect</source>
            <translation>Interconnect</translation>
        </message>
        <message>
            <source>Fabric</source>
            <translation>Fabric</translation>
        </message>
        <message>
            <source>Scale-out network preset: NIC rate, latency, switch hop latency, radix, transport, ECMP and SHARP (resources/catalog/fabrics.json).</source>
            <translation>Voreinstellung des Scale-out-Netzes: NIC-Rate, Latenz, Switch-Hop-Latenz, Radix, Transport, ECMP und SHARP (resources/catalog/fabrics.json).</translation>
        </message>
        <message>
            <source>NIC bandwidth per GPU</source>
            <translation>NIC-Bandbreite pro GPU</translation>
        </message>
        <message>
            <source>Line rate of each GPU's NIC. β = line rate × protocol efficiency × loss and ECMP factors (÷ oversubscription across the spine); ring all-reduce time = 2(n−1)α + 2(n−1)/n · N/β.</source>
            <translation>Leitungsrate der NIC jeder GPU. β = Leitungsrate × Protokolleffizienz × Verlust- und ECMP-Faktoren (÷ Überbuchung über den Spine); Ring-All-Reduce-Zeit = 2(n−1)α + 2(n−1)/n · N/β.</translation>
        </message>
        <message>
            <source>Network latency</source>
            <translation>Netzwerklatenz</translation>
        </message>
        <message>
            <source>NIC and software latency of one message, before switch hops. α = latency + hops × hop latency; it weighs on small messages and on rings over many ranks (2(n−1)α).</source>
            <translation>NIC- und Softwarelatenz einer Nachricht vor den Switch-Hops. α = Latenz + Hops × Hop-Latenz; sie fällt bei kleinen Nachrichten und bei Ringen über viele Ranks ins Gewicht (2(n−1)α).</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>Paketverlust</translation>
        </message>
        <message>
            <source>Probability that a packet is lost. Go-back-N (RoCE default) resends the in-flight window, bandwidth × RTT / MTU packets, per loss: β × 1/(1 + p·W); selective repeat resends one.</source>
            <translation>Wahrscheinlichkeit, dass ein Paket verloren geht. Go-back-N (RoCE-Standard) sendet pro Verlust das Fenster in Flug erneut, Bandbreite × RTT / MTU Pakete: β × 1/(1 + p·W); Selective Repeat sendet eines erneut.</translation>
        </message>
        <message>
            <source>Microburst stall chance</source>
            <translation>Wahrscheinlichkeit eines Microburst-Stillstands</translation>
        </message>
        <message>
            <source>Probability that one scale-out link stalls a collective call (a microburst, a PFC pause, a tail packet). A call over d domains waits (1 − (1 − p)^d) × the stall duration on average.</source>
            <translation>Wahrscheinlichkeit, dass ein Scale-out-Link einen kollektiven Aufruf anhält (ein Microburst, eine PFC-Pause, ein Nachzüglerpaket). Ein Aufruf über d Domänen wartet im Mittel (1 − (1 − p)^d) × die Stillstandsdauer.</translation>
        </message>
        <message>
            <source>Stall duration</source>
            <translation>Stillstandsdauer</translation>
        </message>
        <message>
            <source>How long one such stall holds the collective, in microseconds.</source>
            <translation>Wie lange ein solcher Stillstand die kollektive Operation aufhält, in Mikrosekunden.</translation>
        </message>
        <message>
            <source>Collective algorithm</source>
            <translation>Kollektiver Algorithmus</translation>
        </message>
        <message>
            <source>Like NCCL_ALGO. auto: the fastest of ring, tree, hierarchical, NVLS / NVLS-tree / SHARP and PAT for each group and message size, priced with NCCL's tuner constants. A forced algorithm a group cannot use falls back to ring.</source>
            <translation>Wie NCCL_ALGO. auto: der schnellste aus Ring, Tree, hierarchisch, NVLS / NVLS-Tree / SHARP und PAT für jede Gruppe und Nachrichtengröße, bewertet mit den Tuner-Konstanten von NCCL. Ein erzwungener Algorithmus, den eine Gruppe nicht nutzen kann, fällt auf Ring zurück.</translation>
        </message>
        <message>
            <source>NCCL protocol</source>
            <translation>NCCL-Protokoll</translation>
        </message>
        <message>
            <source>Like NCCL_PROTO. auto: the fastest per call. LL: lowest latency, half the bandwidth; LL128: inside an NVLink domain, 92 % of the bandwidth; Simple: full bandwidth, highest latency.</source>
            <translation>Wie NCCL_PROTO. auto: das schnellste pro Aufruf. LL: geringste Latenz, halbe Bandbreite; LL128: innerhalb einer NVLink-Domäne, 92 % der Bandbreite; Simple: volle Bandbreite, höchste Latenz.</translation>
        </message>
        <message>
            <source>Compare all interconnects on the sync-wall chart</source>
            <translation>Interconnects im Sync-Wall-Diagramm vergleichen</translation>
        </message>
        <message>
            <source>Adds one predicted-time curve per fabric preset, with this plan's loss rate (Ctrl+I).</source>
            <translation>Fügt je Fabric-Voreinstellung eine Kurve der vorhergesagten Zeit hinzu, mit der Verlustrate dieses Plans (Strg+I).</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>Paralleles Layout</translation>
        </message>
        <message>
            <source>dp = N / (tp·pp·cp), derived. m = global batch / (micro-batch × dp) micro-batches per step; the pipeline bubble is (pp − 1)/(vpp·m) of the work.</source>
            <translation>dp = N / (tp·pp·cp), abgeleitet. m = globaler Batch / (Micro-Batch × dp) Micro-Batches pro Schritt; die Pipeline-Bubble ist (pp − 1)/(vpp·m) der Arbeit.</translation>
        </message>
        <message>
            <source>Tensor parallel degree t: splits every layer's GEMMs over t GPUs of one NVLink domain. Costs 4 all-reduces of b·s·h per layer and micro-batch (6 with full recompute).</source>
            <translation>Tensor-Parallelgrad t: teilt die GEMMs jeder Schicht auf t GPUs einer NVLink-Domäne auf. Kostet 4 All-Reduces von b·s·h pro Schicht und Micro-Batch (6 mit vollständiger Neuberechnung).</translation>
        </message>
        <message>
            <source>Tensor parallel (tp)</source>
            <translation>Tensor-parallel (tp)</translation>
        </message>
        <message>
            <source>Pipeline parallel (pp)</source>
            <translation>Pipeline-parallel (pp)</translation>
        </message>
        <message>
            <source>Virtual stages per GPU (vpp)</source>
            <translation>Virtuelle Stufen pro GPU (vpp)</translation>
        </message>
        <message>
            <source>Interleaved 1F1B: v chunks per GPU divide the bubble by v and multiply pipeline transfers by v; activations × (1 + (p−1)/(p·v)).</source>
            <translation>Verschachteltes 1F1B: v Chunks pro GPU teilen die Bubble durch v und vervielfachen die Pipeline-Transfers mit v; Aktivierungen × (1 + (p−1)/(p·v)).</translation>
        </message>
        <message>
            <source>Context parallel (cp)</source>
            <translation>Kontext-parallel (cp)</translation>
        </message>
        <message>
            <source>Splits each sequence over c GPUs; K and V blocks travel in a ring, hidden behind attention where it is shorter.</source>
            <translation>Teilt jede Sequenz auf c GPUs auf; K- und V-Blöcke wandern im Ring, verborgen hinter der Attention, wo diese länger dauert.</translation>
        </message>
        <message>
            <source>Expert parallel (ep)</source>
            <translation>Experten-parallel (ep)</translation>
        </message>
        <message>
            <source>MoE models: experts spread over e GPUs of the data-parallel group; 4 all-to-alls of b·s·h·k per MoE layer and micro-batch, capped by bisection bandwidth.</source>
            <translation>MoE-Modelle: Experten verteilt auf e GPUs der datenparallelen Gruppe; 4 All-to-alls von b·s·h·k pro MoE-Schicht und Micro-Batch, begrenzt durch die Bisektionsbandbreite.</translation>
        </message>
        <message>
            <source>Micro-batch</source>
            <translation>Micro-Batch</translation>
        </message>
        <message>
            <source>seq</source>
            <translation>Seq.</translation>
        </message>
        <message>
            <source>b sequences per micro-batch. Activation memory grows with b; larger GEMMs run closer to peak.</source>
            <translation>b Sequenzen pro Micro-Batch. Der Aktivierungsspeicher wächst mit b; größere GEMMs laufen näher an der Spitzenleistung.</translation>
        </message>
        <message>
            <source>Recompute</source>
            <translation>Neuberechnung</translation>
        </message>
        <message>
            <source>Activation recomputation. none: keep everything; selective: recompute the attention scores (Korthikanti et al.); full: keep only each layer's input and run its forward again (HFU counts it, MFU does not).</source>
            <translation>Neuberechnung der Aktivierungen. none: alles behalten; selective: die Attention-Scores neu berechnen (Korthikanti et al.); full: nur die Eingabe jeder Schicht behalten und ihren Forward erneut ausführen (HFU zählt ihn, MFU nicht).</translation>
        </message>
        <message>
            <source>ZeRO</source>
            <translation>ZeRO</translation>
        </message>
        <message>
            <source>0 (replicated)</source>
            <translation>0 (repliziert)</translation>
        </message>
        <message>
            <source>stage 1</source>
            <translation>Stufe 1</translation>
        </message>
        <message>
            <source>stage 2</source>
            <translation>Stufe 2</translation>
        </message>
        <message>
            <source>stage 3</source>
            <translation>Stufe 3</translation>
        </message>
        <message>
            <source>Rank order</source>
            <translation>Rank-Reihenfolge</translation>
        </message>
        <message>
            <source>Which groups share an NVLink domain. tp-cp-dp-pp (Megatron's default): data-parallel replicas of a stage sit next to each other, pipeline neighbours far apart. tp-cp-pp-dp: a pipeline's stages sit next to each other (on NVL72, a whole tp 8 × pp 9 pipeline in one domain, its transfers on NVLink) and the data-parallel group spreads across domains.</source>
            <translation>Welche Gruppen sich eine NVLink-Domäne teilen. tp-cp-dp-pp (Megatrons Standard): Datenparallel-Replikate einer Stufe liegen nebeneinander, Pipeline-Nachbarn weit auseinander. tp-cp-pp-dp: die Stufen einer Pipeline liegen nebeneinander (auf NVL72 eine ganze Pipeline aus tp 8 × pp 9 in einer Domäne, ihre Transfers über NVLink) und die datenparallele Gruppe verteilt sich über Domänen.</translation>
        </message>
        <message>
            <source>Sequence parallelism</source>
            <translation>Sequenzparallelität</translation>
        </message>
        <message>
            <source>Toggle sequence parallelism</source>
            <translation>Sequenzparallelität umschalten</translation>
        </message>
        <message>
            <source>Splits norms and dropout over the TP group (activations ÷ t); all-gather / reduce-scatter pairs replace the all-reduces, plus two all-gathers in backward.</source>
            <translation>Teilt Normen und Dropout über die TP-Gruppe auf (Aktivierungen ÷ t); All-Gather-/Reduce-Scatter-Paare ersetzen die All-Reduces, dazu zwei All-Gathers im Backward.</translation>
        </message>
        <message>
            <source>Flash attention</source>
            <translation>Flash Attention</translation>
        </message>
        <message>
            <source>Toggle flash attention</source>
            <translation>Flash Attention umschalten</translation>
        </message>
        <message>
            <source>Fused attention: the a·s² scores are never stored or streamed through HBM (removes 5as/h from the activations).</source>
            <translation>Fusionierte Attention: die a·s²-Scores werden nie gespeichert oder durch das HBM geleitet (entfernt 5as/h aus den Aktivierungen).</translation>
        </message>
        <message>
            <source>Model and data</source>
            <translation>Modell und Daten</translation>
        </message>
        <message>
            <source>custom shape</source>
            <translation>eigene Form</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Model preset: layers, hidden size, heads, KV heads, FFN, vocabulary, sequence length, MoE shape (resources/catalog/models.json).</source>
            <translation>Modellvoreinstellung: Schichten, Hidden-Größe, Heads, KV-Heads, FFN, Vokabular, Sequenzlänge, MoE-Form (resources/catalog/models.json).</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>Trainings-Tokens</translation>
        </message>
        <message>
            <source>B tokens</source>
            <translation>Mrd. Tokens</translation>
        </message>
        <message>
            <source>Tokens to train on. Steps S = ceil(tokens / (B·s)); predicted time = startup + Daly's wall time of S steps.</source>
            <translation>Tokens, auf denen trainiert wird. Schritte S = ceil(Tokens / (B·s)); vorhergesagte Zeit = Start + Dalys Gesamtzeit für S Schritte.</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>Globaler Batch</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>Sequenzen</translation>
        </message>
        <message>
            <source>B sequences per step, fixed while the sync-wall sweep adds GPUs. Must be a multiple of micro-batch × dp.</source>
            <translation>B Sequenzen pro Schritt, fest, während der Sync-Wall-Sweep GPUs hinzufügt. Muss ein Vielfaches von Micro-Batch × dp sein.</translation>
        </message>
        <message>
            <source>Expert tensor parallel (etp)</source>
            <translation>Experten-Tensor-parallel (etp)</translation>
        </message>
        <message>
            <source>Megatron-Core's expert_tensor_parallel_size: the experts' GEMMs split over etp GPUs instead of tp. ep·etp must divide tp·cp·dp and etp the expert FFN f_e; expert weights per GPU ÷ (ep·etp), each expert GEMM f_e/etp wide, expert gradients reduced over tp·cp·dp/(ep·etp). 0: the same as tp.</source>
            <translation>expert_tensor_parallel_size von Megatron-Core: die GEMMs der Experten werden auf etp GPUs statt tp aufgeteilt. ep·etp muss tp·cp·dp teilen und etp das Experten-FFN f_e; Expertengewichte pro GPU ÷ (ep·etp), jedes Experten-GEMM f_e/etp breit, Expertengradienten über tp·cp·dp/(ep·etp) reduziert. 0: wie tp.</translation>
        </message>
        <message>
            <source>same as tp</source>
            <translation>wie tp</translation>
        </message>
        <message>
            <source>First stage layers</source>
            <translation>Schichten der ersten Stufe</translation>
        </message>
        <message>
            <source>Last stage layers</source>
            <translation>Schichten der letzten Stufe</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>Schichten</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>gleichmäßig</translation>
        </message>
        <message>
            <source>Precision and framework</source>
            <translation>Präzision und Framework</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>Präzision</translation>
        </message>
        <message>
            <source>Number format of the GEMMs: sets the GPU's peak FLOP/s (catalog; MXFP8 at the FP8 rate where the GPU gives no figure, NVFP4 at its FP4 rate). FP8, MXFP8 and NVFP4 speed only the GEMMs: attention runs at the 16-bit peak, the casts count as memory traffic, and the narrow copies of weights and activations add to memory. A GPU without that peak cannot take it.</source>
            <translation>Zahlenformat der GEMMs: setzt die Spitzen-FLOP/s der GPU (Katalog; MXFP8 zur FP8-Rate, wo die GPU keinen Wert nennt, NVFP4 zu ihrer FP4-Rate). FP8, MXFP8 und NVFP4 beschleunigen nur die GEMMs: die Attention läuft mit der 16-Bit-Spitze, die Umwandlungen zählen als Speicherverkehr, und die schmalen Kopien von Gewichten und Aktivierungen kommen zum Speicher hinzu. Eine GPU ohne diese Spitze kann sie nicht nutzen.</translation>
        </message>
        <message>
            <source>Framework</source>
            <translation>Framework</translation>
        </message>
        <message>
            <source>Overlap gradient reduction</source>
            <translation>Gradientenreduktion überlappen</translation>
        </message>
        <message>
            <source>Toggle gradient reduction overlap</source>
            <translation>Overlap der Gradientenreduktion umschalten</translation>
        </message>
        <message>
            <source>Overlap parameter all-gather</source>
            <translation>Parameter-All-Gather überlappen</translation>
        </message>
        <message>
            <source>Toggle parameter all-gather overlap</source>
            <translation>Overlap des Parameter-All-Gathers umschalten</translation>
        </message>
        <message>
            <source>Overlap TP communication with GEMMs</source>
            <translation>TP-Kommunikation mit GEMMs überlappen</translation>
        </message>
        <message>
            <source>Toggle TP communication overlap</source>
            <translation>Overlap der TP-Kommunikation umschalten</translation>
        </message>
        <message>
            <source>Model shape</source>
            <translation>Modellform</translation>
        </message>
        <message>
            <source>Head size</source>
            <translation>Head-Größe</translation>
        </message>
        <message>
            <source>d per attention head, where heads × d ≠ hidden (Qwen3, GPT-OSS). Projections 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs per token, attention scores and values 4·s·a·d (halved if causal), Q, K, V and the output stored as 2(2a + 2a_kv)·d/h bytes per sbh. 0: hidden / heads.</source>
            <translation>d pro Attention-Head, wenn Heads × d ≠ hidden (Qwen3, GPT-OSS). Projektionen 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs pro Token, Attention-Scores und -Werte 4·s·a·d (halbiert, wenn kausal), Q, K, V und Ausgabe gespeichert als 2(2a + 2a_kv)·d/h Bytes pro sbh. 0: hidden / Heads.</translation>
        </message>
        <message>
            <source>hidden / heads</source>
            <translation>hidden / Heads</translation>
        </message>
        <message>
            <source>Attention</source>
            <translation>Attention</translation>
        </message>
        <message>
            <source>standard: multi-head attention, grouped-query through the KV heads. MLA (DeepSeek-V2/V3): queries through a rank-d_c' latent, keys and values up-projected per head from a rank-d_c latent plus one shared RoPE key; sets the projections' parameters and FLOPs, the scores' 2s·a·(d_nope + d_rope + d_v) FLOPs per token, and stores the latents with the activations. The KV heads are not used.</source>
            <translation>standard: Multi-Head-Attention, Grouped-Query über die KV-Heads. MLA (DeepSeek-V2/V3): Queries über einen Latent vom Rang d_c', Keys und Values pro Head aus einem Latent vom Rang d_c hochprojiziert plus ein gemeinsamer RoPE-Key; setzt Parameter und FLOPs der Projektionen, die 2s·a·(d_nope + d_rope + d_v) FLOPs pro Token der Scores und speichert die Latents mit den Aktivierungen. Die KV-Heads werden nicht verwendet.</translation>
        </message>
        <message>
            <source>Multi-token prediction</source>
            <translation>Multi-Token-Prediction</translation>
        </message>
        <message>
            <source>MTP modules (DeepSeek-V3: 1), on the last pipeline stage. Each runs one more layer (MoE in an MoE model), a 2h → h projection and the output layer again: 3·(layer + 4h² + 2hV) model FLOPs per token, its weights and activations on the last stage, which may then pace the pipeline.</source>
            <translation>MTP-Module (DeepSeek-V3: 1) auf der letzten Pipeline-Stufe. Jedes führt eine weitere Schicht (MoE in einem MoE-Modell), eine 2h → h-Projektion und erneut die Ausgabeschicht aus: 3·(Schicht + 4h² + 2hV) Modell-FLOPs pro Token, seine Gewichte und Aktivierungen auf der letzten Stufe, die dann die Pipeline bestimmen kann.</translation>
        </message>
        <message>
            <source>MLA query latent rank (d_c')</source>
            <translation>MLA-Query-Latent-Rang (d_c')</translation>
        </message>
        <message>
            <source>Queries go h → d_c' → a·(d_nope + d_rope): h·d_c' + d_c'·a·(d_nope + d_rope) parameters and twice that in FLOPs per token; the latent is stored for the backward pass. 0: queries straight from h (h·a·(d_nope + d_rope)).</source>
            <translation>Queries gehen h → d_c' → a·(d_nope + d_rope): h·d_c' + d_c'·a·(d_nope + d_rope) Parameter und doppelt so viele FLOPs pro Token; der Latent wird für den Backward gespeichert. 0: Queries direkt aus h (h·a·(d_nope + d_rope)).</translation>
        </message>
        <message>
            <source>not compressed</source>
            <translation>nicht komprimiert</translation>
        </message>
        <message>
            <source>MLA key-value latent rank (d_c)</source>
            <translation>MLA-Key-Value-Latent-Rang (d_c)</translation>
        </message>
        <message>
            <source>Keys and values go h → d_c + d_rope, then d_c → a·(d_nope + d_v): h·(d_c + d_rope) + d_c·a·(d_nope + d_v) parameters; the latent is stored for the backward pass.</source>
            <translation>Keys und Values gehen h → d_c + d_rope, dann d_c → a·(d_nope + d_v): h·(d_c + d_rope) + d_c·a·(d_nope + d_v) Parameter; der Latent wird für den Backward gespeichert.</translation>
        </message>
        <message>
            <source>MLA query-key head size without RoPE</source>
            <translation>MLA-Query-Key-Head-Größe ohne RoPE</translation>
        </message>
        <message>
            <source>d_nope per head: the scores cost 2s·a·(d_nope + d_rope) FLOPs per token.</source>
            <translation>d_nope pro Head: die Scores kosten 2s·a·(d_nope + d_rope) FLOPs pro Token.</translation>
        </message>
        <message>
            <source>MLA rotary head size</source>
            <translation>MLA-Rotary-Head-Größe</translation>
        </message>
        <message>
            <source>d_rope: the rotary part of each query and key head; the keys' part is one shared h·d_rope projection.</source>
            <translation>d_rope: der rotierende Teil jedes Query- und Key-Heads; der Teil der Keys ist eine gemeinsame h·d_rope-Projektion.</translation>
        </message>
        <message>
            <source>MLA value head size</source>
            <translation>MLA-Value-Head-Größe</translation>
        </message>
        <message>
            <source>d_v per head: the values cost 2s·a·d_v FLOPs per token and the output projection a·d_v·h parameters.</source>
            <translation>d_v pro Head: die Values kosten 2s·a·d_v FLOPs pro Token und die Ausgabeprojektion a·d_v·h Parameter.</translation>
        </message>
        <message>
            <source>Mixture of experts</source>
            <translation>Mixture of Experts</translation>
        </message>
        <message>
            <source>Shared experts</source>
            <translation>Shared Experts</translation>
        </message>
        <message>
            <source>Always-active experts of every MoE layer (DeepSeek, Qwen2-MoE, Llama 4): each adds 2·(2 or 3)·h·f_s FLOPs per token and its weights to every GPU of the layer's stage; outside Megatron-Core their GEMMs are what hides the all-to-all.</source>
            <translation>Immer aktive Experten jeder MoE-Schicht (DeepSeek, Qwen2-MoE, Llama 4): jeder fügt 2·(2 oder 3)·h·f_s FLOPs pro Token und seine Gewichte jeder GPU der Stufe der Schicht hinzu; außerhalb von Megatron-Core verbergen ihre GEMMs das All-to-all.</translation>
        </message>
        <message>
            <source>Shared expert FFN</source>
            <translation>FFN der Shared Experts</translation>
        </message>
        <message>
            <source>f_s, the FFN width of one shared expert. An MoE layer's MLP costs 2·(2 or 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs per token (3 for SwiGLU, E experts' router). 0: the routed experts' f_e.</source>
            <translation>f_s, die FFN-Breite eines Shared Experts. Das MLP einer MoE-Schicht kostet 2·(2 oder 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs pro Token (3 für SwiGLU, Router über E Experten). 0: das f_e der gerouteten Experten.</translation>
        </message>
        <message>
            <source>expert FFN</source>
            <translation>Experten-FFN</translation>
        </message>
        <message>
            <source>MoE every k-th layer (k)</source>
            <translation>MoE jede k-te Schicht (k)</translation>
        </message>
        <message>
            <source>After the leading dense layers every k-th layer is MoE, the others dense with FFN f (Megatron-Core's moe_layer_freq; Llama 4 Maverick: 2). Sets how many layers pay the experts' FLOPs, weights and all-to-alls, and so which pipeline stage holds the most.</source>
            <translation>Nach den führenden dichten Schichten ist jede k-te Schicht MoE, die anderen dicht mit FFN f (moe_layer_freq von Megatron-Core; Llama 4 Maverick: 2). Bestimmt, wie viele Schichten FLOPs, Gewichte und All-to-alls der Experten tragen und damit, welche Pipeline-Stufe am meisten hält.</translation>
        </message>
        <message>
            <source>Expert capacity factor</source>
            <translation>Experten-Kapazitätsfaktor</translation>
        </message>
        <message>
            <source>Tokens per expert capped at c × the balanced load (tokens beyond it dropped). Every expert's input is padded to max(1, c) × the balanced load: the routed activations, the all-to-all buffers, the dispatched bytes and the experts' GEMMs all grow with c. 0: dropless (taken balanced, as benchmarks force it).</source>
            <translation>Tokens pro Experte begrenzt auf c × die ausgeglichene Last (darüber verworfen). Die Eingabe jedes Experten wird auf max(1, c) × die ausgeglichene Last aufgefüllt: geroutete Aktivierungen, All-to-all-Puffer, verteilte Bytes und die GEMMs der Experten wachsen alle mit c. 0: dropless (ausgeglichen angenommen, wie Benchmarks es erzwingen).</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>Checkpoints und Ausfälle</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>Checkpoint-Intervall</translation>
        </message>
        <message>
            <source>min</source>
            <translation>min</translation>
        </message>
        <message>
            <source>τ, time between checkpoints. Expected wall time T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly 2006): short intervals pay δ often, long ones lose more work per failure.</source>
            <translation>τ, Zeit zwischen Checkpoints. Erwartete Gesamtzeit T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly 2006): kurze Intervalle zahlen δ oft, lange verlieren pro Ausfall mehr Arbeit.</translation>
        </message>
        <message>
            <source>Optimal checkpoint interval (Daly)</source>
            <translation>Optimales Checkpoint-Intervall (Daly)</translation>
        </message>
        <message>
            <source>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), with δ the blocking checkpoint time and M the job MTBF.</source>
            <translation>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), mit δ der blockierenden Checkpoint-Zeit und M der Job-MTBF.</translation>
        </message>
        <message>
            <source>Use the optimal checkpoint interval</source>
            <translation>Optimales Checkpoint-Intervall verwenden</translation>
        </message>
        <message>
            <source>Set the checkpoint interval</source>
            <translation>Checkpoint-Intervall setzen</translation>
        </message>
        <message>
            <source>Asynchronous checkpoints</source>
            <translation>Asynchrone Checkpoints</translation>
        </message>
        <message>
            <source>Toggle asynchronous checkpoints</source>
            <translation>Asynchrone Checkpoints umschalten</translation>
        </message>
        <message>
            <source>Each GPU copies its shard to a host staging buffer (shard / PCIe bandwidth) and the flush to storage (size / flush bandwidth) runs behind; a checkpoint costs δ = max(copy, flush), as the seed defines it.</source>
            <translation>Jede GPU kopiert ihren Shard in einen Staging-Puffer des Hosts (Shard / PCIe-Bandbreite), und das Schreiben ins Storage-System (Größe / Flush-Bandbreite) läuft im Hintergrund; ein Checkpoint kostet δ = max(Kopie, Flush), wie der Seed es definiert.</translation>
        </message>
        <message>
            <source>Checkpoint write bandwidth</source>
            <translation>Checkpoint-Schreibbandbreite</translation>
        </message>
        <message>
            <source>Aggregate bandwidth to and from the checkpoint store (written and read back at this rate). Synchronous δ = checkpoint size (14 B/param) / bandwidth.</source>
            <translation>Gesamtbandbreite zum und vom Checkpoint-Speicher (mit dieser Rate geschrieben und zurückgelesen). Synchron δ = Checkpoint-Größe (14 B/Param) / Bandbreite.</translation>
        </message>
        <message>
            <source>Async flush bandwidth</source>
            <translation>Async-Flush-Bandbreite</translation>
        </message>
        <message>
            <source>Aggregate rate of the background flush of async checkpoints (the seed: 200 GB/s = 1,600 Gbit/s), shared with the dataset reads on the storage uplinks. Async δ = max(copy, size / this).</source>
            <translation>Gesamtrate des Hintergrund-Flushs asynchroner Checkpoints (der Seed: 200 GB/s = 1,600 Gbit/s), geteilt mit dem Lesen der Datensätze über die Storage-Uplinks. Async δ = max(Kopie, Größe / diese).</translation>
        </message>
        <message>
            <source>Corrupt checkpoint chance</source>
            <translation>Wahrscheinlichkeit eines beschädigten Checkpoints</translation>
        </message>
        <message>
            <source>The chance that the latest checkpoint cannot be read back: the job rolls back to the one before, losing one more interval and δ and downloading again. Adds p·(τ + δ + download) to every recovery.</source>
            <translation>Die Wahrscheinlichkeit, dass der letzte Checkpoint nicht zurückgelesen werden kann: der Job fällt auf den vorherigen zurück, verliert ein weiteres Intervall und δ und lädt erneut. Fügt jeder Wiederherstellung p·(τ + δ + Download) hinzu.</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Wiederherstellung</translation>
        </message>
        <message>
            <source>Drain</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>Stopping the job and finding the failed rank after a failure (watchdog timeouts included).</source>
            <translation>Den Job anhalten und den ausgefallenen Rank finden (Watchdog-Timeouts eingeschlossen).</translation>
        </message>
        <message>
            <source>Provisioning</source>
            <translation>Bereitstellung</translation>
        </message>
        <message>
            <source>Bringing up a replacement host. Hardware failures only (software failures restart in place); skipped while a hot spare waits.</source>
            <translation>Einen Ersatzhost hochfahren. Nur bei Hardwareausfällen (Softwareausfälle starten an Ort und Stelle neu); entfällt, solange ein Hot Spare wartet.</translation>
        </message>
        <message>
            <source>Communicator re-initialisation</source>
            <translation>Neuinitialisierung der Kommunikatoren</translation>
        </message>
        <message>
            <source>Re-creating the process groups and NCCL communicators and warming up. The checkpoint download (size / read bandwidth) is added to recovery, as is the rollback past a corrupt checkpoint.</source>
            <translation>Prozessgruppen und NCCL-Kommunikatoren neu anlegen und aufwärmen. Der Checkpoint-Download (Größe / Lesebandbreite) kommt zur Wiederherstellung hinzu, ebenso das Zurückrollen hinter einen beschädigten Checkpoint.</translation>
        </message>
        <message>
            <source>Hot spare hosts</source>
            <translation>Hot-Spare-Hosts</translation>
        </message>
        <message>
            <source>Hosts kept ready for the job: with at least one, a hardware failure skips provisioning (the pool is taken as refilled by repairs between failures).</source>
            <translation>Für den Job bereitgehaltene Hosts: mit mindestens einem überspringt ein Hardwareausfall die Bereitstellung (der Pool gilt als zwischen Ausfällen durch Reparaturen wieder aufgefüllt).</translation>
        </message>
        <message>
            <source>&lt;b&gt;The job MTBF (%1) overrides the per-component MTBFs below&lt;/b&gt;; set it to "per component" to use them.</source>
            <translation>&lt;b&gt;Die Job-MTBF (%1) ersetzt die MTBFs pro Komponente unten&lt;/b&gt;; auf „pro Komponente“ stellen, um sie zu verwenden.</translation>
        </message>
        <message>
            <source>Job failure rate λ = the sum over components of count / MTBF; a job MTBF set here overrides them.</source>
            <translation>Ausfallrate des Jobs λ = Summe über die Komponenten von Anzahl / MTBF; eine hier gesetzte Job-MTBF ersetzt sie.</translation>
        </message>
        <message>
            <source>Failures by component</source>
            <translation>Ausfälle nach Komponente</translation>
        </message>
        <message>
            <source>Job MTBF (measured)</source>
            <translation>Job-MTBF (gemessen)</translation>
        </message>
        <message>
            <source>h</source>
            <translation>h</translation>
        </message>
        <message>
            <source>A measured mean time between the job's interruptions (Llama 3 405B on 16,384 H100: 466 in 54 days, 2.8 h). When set it replaces every per-component MTBF below.</source>
            <translation>Eine gemessene mittlere Zeit zwischen Unterbrechungen des Jobs (Llama 3 405B auf 16,384 H100: 466 in 54 Tagen, 2.8 h). Wenn gesetzt, ersetzt sie jede MTBF pro Komponente unten.</translation>
        </message>
        <message>
            <source>per component</source>
            <translation>pro Komponente</translation>
        </message>
        <message>
            <source>A job MTBF set in the plan overrides the per-component MTBFs.</source>
            <translation>Eine im Plan gesetzte Job-MTBF ersetzt die MTBFs pro Komponente.</translation>
        </message>
        <message>
            <source>MTBF per GPU</source>
            <translation>MTBF pro GPU</translation>
        </message>
        <message>
            <source>Mean time between failures of one GPU (HBM, SRAM, GSP, thermal included), up to 10 million hours. N GPUs fail N times as often: 50,000 h over 1,024 GPUs fails every 49 h.</source>
            <translation>Mittlere Zeit zwischen Ausfällen einer GPU (HBM, SRAM, GSP, thermisch eingeschlossen), bis zu 10 Millionen Stunden. N GPUs fallen N-mal so oft aus: 50,000 h über 1,024 GPUs ergibt alle 49 h einen Ausfall.</translation>
        </message>
        <message>
            <source>not modelled</source>
            <translation>nicht modelliert</translation>
        </message>
        <message>
            <source>MTBF per NIC</source>
            <translation>MTBF pro NIC</translation>
        </message>
        <message>
            <source>One NIC per GPU.</source>
            <translation>Eine NIC pro GPU.</translation>
        </message>
        <message>
            <source>MTBF per switch</source>
            <translation>MTBF pro Switch</translation>
        </message>
        <message>
            <source>Leaves with radix/2 GPU ports each, plus half as many spines.</source>
            <translation>Leaves mit je Radix/2 GPU-Ports, dazu halb so viele Spines.</translation>
        </message>
        <message>
            <source>MTBF per transceiver</source>
            <translation>MTBF pro Transceiver</translation>
        </message>
        <message>
            <source>Two transceivers on each GPU's link to its leaf and on each leaf uplink (2N + 2N / oversubscription), cables included.</source>
            <translation>Zwei Transceiver an der Verbindung jeder GPU zu ihrem Leaf und an jedem Leaf-Uplink (2N + 2N / Überbuchung), Kabel eingeschlossen.</translation>
        </message>
        <message>
            <source>MTBF per host</source>
            <translation>MTBF pro Host</translation>
        </message>
        <message>
            <source>CPU, memory, power supply, disks, kernel: one per N / GPUs per node.</source>
            <translation>CPU, Speicher, Netzteil, Festplatten, Kernel: einer pro N / GPUs pro Knoten.</translation>
        </message>
        <message>
            <source>Software MTBF (per job)</source>
            <translation>Software-MTBF (pro Job)</translation>
        </message>
        <message>
            <source>NCCL watchdog timeouts, driver hangs, framework bugs: the job fails without a broken part and restarts in place, with no provisioning.</source>
            <translation>NCCL-Watchdog-Timeouts, Treiber-Hänger, Framework-Fehler: der Job fällt ohne defektes Teil aus und startet an Ort und Stelle neu, ohne Bereitstellung.</translation>
        </message>
        <message>
            <source>Storage and data loading</source>
            <translation>Storage und Datenladen</translation>
        </message>
        <message>
            <source>Storage uplinks</source>
            <translation>Storage-Uplinks</translation>
        </message>
        <message>
            <source>Aggregate bandwidth of the storage fabric, shared by dataset reads and checkpoint traffic: a step that reads longer than it computes stalls, an async flush gets what the reads leave (max-min fair), a synchronous write, a download and the staging have it alone.</source>
            <translation>Gesamtbandbreite des Storage-Netzes, geteilt von Datensatz-Lesevorgängen und Checkpoint-Verkehr: ein Schritt, der länger liest als rechnet, stockt; ein asynchroner Flush bekommt, was die Lesevorgänge übrig lassen (Max-Min-fair); ein synchrones Schreiben, ein Download und das Staging haben sie allein.</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>keine Grenze</translation>
        </message>
        <message>
            <source>Dataset bytes per token</source>
            <translation>Datensatz-Bytes pro Token</translation>
        </message>
        <message>
            <source>Bytes read from storage per trained token: 2–4 for tokenised text, far more for images or video. A step reads B·s·bytes.</source>
            <translation>Pro trainiertem Token aus dem Storage-System gelesene Bytes: 2–4 für tokenisierten Text, weit mehr für Bilder oder Video. Ein Schritt liest B·s·Bytes.</translation>
        </message>
        <message>
            <source>Data staged before the first step</source>
            <translation>Vor dem ersten Schritt bereitgestellte Daten</translation>
        </message>
        <message>
            <source>Copied from storage at the storage's read rate before training starts: serial, with the startup (Amdahl's fraction).</source>
            <translation>Vor Trainingsbeginn mit der Leserate des Storage-Systems kopiert: seriell, mit dem Start (Amdahls Anteil).</translation>
        </message>
        <message>
            <source>Validation every</source>
            <translation>Validierung alle</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>Schritte</translation>
        </message>
        <message>
            <source>A validation pass every N steps: forward passes only, through the pipeline.</source>
            <translation>Ein Validierungsdurchlauf alle N Schritte: nur Forward-Durchläufe, durch die Pipeline.</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nie</translation>
        </message>
        <message>
            <source>Validation batches</source>
            <translation>Validierungs-Batches</translation>
        </message>
        <message>
            <source>Global batches in one validation pass; each costs (m + (p − 1)/v) forward micro-batch slots.</source>
            <translation>Globale Batches in einem Validierungsdurchlauf; jeder kostet (m + (p − 1)/v) Forward-Micro-Batch-Slots.</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>Nachzügler</translation>
        </message>
        <message>
            <source>One slow GPU</source>
            <translation>Eine langsame GPU</translation>
        </message>
        <message>
            <source>Per-rank jitter (CV)</source>
            <translation>Jitter pro Rank (CV)</translation>
        </message>
        <message>
            <source>Backup workers</source>
            <translation>Backup-Worker</translation>
        </message>
        <message>
            <source>k spare ranks: the step waits for the N-th fastest of N + k, which drops one slow GPU.</source>
            <translation>k Ersatz-Ranks: der Schritt wartet auf den N-tschnellsten von N + k, was eine langsame GPU weglässt.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automatisch</translation>
        </message>
        <message>
            <source>on</source>
            <translation>ein</translation>
        </message>
        <message>
            <source>off</source>
            <translation>aus</translation>
        </message>
        <message>
            <source>GPUs per node</source>
            <translation>GPUs pro Knoten</translation>
        </message>
        <message>
            <source>GPUs in one host. Nodes = N / this: the hosts that fail (MTBF per host), a leaf's reach in nodes (hops: 2 inside a leaf, 4 across the spine) and the span of each parallel group.</source>
            <translation>GPUs in einem Host. Knoten = N / dieser Wert: die Hosts, die ausfallen (MTBF pro Host), die Reichweite eines Leafs in Knoten (Hops: 2 innerhalb eines Leafs, 4 über den Spine) und die Spanne jeder Parallelgruppe.</translation>
        </message>
        <message>
            <source>Latency per switch hop</source>
            <translation>Latenz pro Switch-Hop</translation>
        </message>
        <message>
            <source>Each switch a message crosses: α = latency + hops × this, with 2 hops inside a leaf, 4 across the spine, 6 across pods of a 3-tier fat-tree.</source>
            <translation>Jeder Switch, den eine Nachricht durchläuft: α = Latenz + Hops × dieser Wert, mit 2 Hops innerhalb eines Leafs, 4 über den Spine, 6 über Pods eines 3-stufigen Fat-Tree.</translation>
        </message>
        <message>
            <source>Topology</source>
            <translation>Topologie</translation>
        </message>
        <message>
            <source>Rail-optimised: GPU i of every node on leaf i, so DP and PP rings stay on one rail (a leaf reaches radix/2 nodes); leaf-spine: a leaf serves radix/2 NICs, 2 tiers (4 hops across); 3-tier fat-tree: pods of radix/2 leaves, 6 hops across pods.</source>
            <translation>Rail-optimiert: GPU i jedes Knotens an Leaf i, DP- und PP-Ringe bleiben auf einer Rail (ein Leaf erreicht radix/2 Knoten); Leaf-Spine: ein Leaf bedient radix/2 NICs, 2 Stufen (4 Hops quer); 3-stufiger Fat-Tree: Pods aus radix/2 Leafs, 6 Hops zwischen Pods.</translation>
        </message>
        <message>
            <source>Oversubscription</source>
            <translation>Überbuchung</translation>
        </message>
        <message>
            <source>Leaf downlinks over uplinks at the spine tier: traffic that crosses the spine gets β ÷ this; all-to-all is capped by the bisection per GPU, line rate ÷ this.</source>
            <translation>Leaf-Downlinks zu Uplinks auf der Spine-Stufe: Verkehr über den Spine erhält β ÷ diesen Wert; all-to-all ist durch die Bisektion pro GPU begrenzt, Leitungsrate ÷ diesen Wert.</translation>
        </message>
        <message>
            <source>Load balancing</source>
            <translation>Lastverteilung</translation>
        </message>
        <message>
            <source>Static ECMP hashes a few long-lived flows per NIC onto the leaf's uplinks; a collective runs at the fullest uplink's pace: × (flows/links) / E[max load] (balls into bins). Adaptive routing or packet spraying: × 1.</source>
            <translation>Statisches ECMP verteilt einige langlebige Flows pro NIC per Hash auf die Uplinks des Leafs; ein Kollektiv läuft im Takt des vollsten Uplinks: × (Flows/Links) / E[max. Last] (Bälle in Körbe). Adaptives Routing oder Packet Spraying: × 1.</translation>
        </message>
        <message>
            <source>Transport</source>
            <translation>Transport</translation>
        </message>
        <message>
            <source>What a lost packet costs: go-back-N (RoCE's default) resends the in-flight window W = bandwidth × RTT / MTU, selective repeat one packet: β × 1/(1 + p·(W + (MTU/message)·RTO/t_packet)).</source>
            <translation>Was ein verlorenes Paket kostet: go-back-N (RoCE-Standard) sendet das Fenster W = Bandbreite × RTT / MTU erneut, selective repeat ein Paket: β × 1/(1 + p·(W + (MTU/Nachricht)·RTO/t_Paket)).</translation>
        </message>
        <message>
            <source>Retransmission timeout</source>
            <translation>Retransmission-Timeout</translation>
        </message>
        <message>
            <source>A loss with nothing behind it in its message (probability MTU / message) is noticed only by this timer, during which the link idles: the (MTU/message)·RTO/t_packet term of the loss factor. Each such timeout also lengthens the step it lands in (the step's p99).</source>
            <translation>Ein Verlust ohne Nachfolger in seiner Nachricht (Wahrscheinlichkeit MTU / Nachricht) wird nur durch diesen Timer bemerkt, während die Leitung ruht: der Term (MTU/Nachricht)·RTO/t_Paket des Verlustfaktors. Jeder solche Timeout verlängert auch den Schritt, in den er fällt (p99 des Schritts).</translation>
        </message>
        <message>
            <source>Lossless Ethernet</source>
            <translation>Verlustfreies Ethernet</translation>
        </message>
        <message>
            <source>Lossless fabric (RoCE with PFC and ECN)</source>
            <translation>Verlustfreie Fabric (RoCE mit PFC und ECN)</translation>
        </message>
        <message>
            <source>Toggle lossless fabric</source>
            <translation>Verlustfreie Fabric umschalten</translation>
        </message>
        <message>
            <source>Priority flow control pauses a sender instead of dropping its packets; ECN marks and DCQCN cut the rate instead. Off (lossy): the pause, ECN and incast terms below do not apply.</source>
            <translation>Priority Flow Control pausiert einen Sender, statt seine Pakete zu verwerfen; ECN-Markierung und DCQCN senken stattdessen die Rate. Aus (verlustbehaftet): die Pause-, ECN- und Incast-Terme unten gelten nicht.</translation>
        </message>
        <message>
            <source>PFC pause share</source>
            <translation>PFC-Pausenanteil</translation>
        </message>
        <message>
            <source>Share of time a scale-out port is paused (the switches' pause counters). Head-of-line blocking stops every flow through a paused port, not only the congesting one: β × (1 − share); each pause lasts buffer / line rate and adds to the steps it lands in (p99).</source>
            <translation>Zeitanteil, in dem ein Scale-out-Port pausiert ist (Pausenzähler der Switches). Head-of-Line-Blocking stoppt jeden Flow durch einen pausierten Port, nicht nur den verursachenden: β × (1 − Anteil); jede Pause dauert Puffer / Leitungsrate und verlängert die Schritte, in die sie fällt (p99).</translation>
        </message>
        <message>
            <source>Switch buffer per port</source>
            <translation>Switch-Puffer pro Port</translation>
        </message>
        <message>
            <source>Egress buffer of one switch port. Incast at the last hop of an all-to-all: n senders each put a window (bandwidth × RTT) into one port; the share u = 1 − buffer / (n · window) that does not fit is held back by PFC, β × 1/(1 + u). A pause lasts buffer / line rate.</source>
            <translation>Egress-Puffer eines Switch-Ports. Incast am letzten Hop eines all-to-all: n Sender legen je ein Fenster (Bandbreite × RTT) in einen Port; der Anteil u = 1 − Puffer / (n · Fenster), der nicht passt, wird per PFC zurückgehalten, β × 1/(1 + u). Eine Pause dauert Puffer / Leitungsrate.</translation>
        </message>
        <message>
            <source>ECN notification share</source>
            <translation>ECN-Benachrichtigungsanteil</translation>
        </message>
        <message>
            <source>Share of round trips in which a sender receives a congestion notification (a CNP after an ECN-marked packet): β × (1 − share × rate cut).</source>
            <translation>Anteil der Round-Trips, in denen ein Sender eine Staubenachrichtigung erhält (ein CNP nach einem ECN-markierten Paket): β × (1 − Anteil × Ratensenkung).</translation>
        </message>
        <message>
            <source>ECN rate cut</source>
            <translation>ECN-Ratensenkung</translation>
        </message>
        <message>
            <source>How much DCQCN cuts the sending rate per notification: α/2, 50 % with α = 1 (its initial value).</source>
            <translation>Wie stark DCQCN die Senderate pro Benachrichtigung senkt: α/2, 50 % mit α = 1 (Anfangswert).</translation>
        </message>
        <message>
            <source>Gradient bytes</source>
            <translation>Gradientenbytes</translation>
        </message>
        <message>
            <source>Bytes per gradient element in the data-parallel reduction: 2 (bf16 reduction, Megatron-Core), 4 (fp32, the other stacks). DP bytes = gradients of the shard × this ÷ compression.</source>
            <translation>Bytes pro Gradientenelement in der datenparallelen Reduktion: 2 (bf16-Reduktion, Megatron-Core), 4 (fp32, die anderen Stacks). DP-Bytes = Gradienten des Shards × dieser Wert ÷ Kompression.</translation>
        </message>
        <message>
            <source>Gradient compression</source>
            <translation>Gradientenkompression</translation>
        </message>
        <message>
            <source>Divides the data-parallel gradient bytes (PowerSGD, 1-bit Adam, …); it changes convergence, which the planner does not model: the job's tokens stay as given.</source>
            <translation>Teilt die datenparallelen Gradientenbytes (PowerSGD, 1-bit Adam, …); sie verändert die Konvergenz, die der Planer nicht modelliert: die Tokens des Jobs bleiben wie angegeben.</translation>
        </message>
        <message>
            <source>Router load imbalance</source>
            <translation>Router-Lastungleichgewicht</translation>
        </message>
        <message>
            <source>Dropless routing: the busiest expert-parallel rank's tokens ÷ the balanced load. The step waits for that rank, so its experts' GEMMs, its all-to-all bytes and its token buffers grow by this factor. 1: balanced, as benchmarks force it; auxiliary-loss-free balancing keeps the worst expert within about 1.05–1.2× (Wang et al. 2024, MaxVio). Ignored when a capacity factor pads every expert.</source>
            <translation>Dropless-Routing: Tokens des am stärksten belasteten Expert-Parallel-Ranks ÷ die ausgeglichene Last. Der Schritt wartet auf diesen Rank, daher wachsen die GEMMs seiner Experten, seine all-to-all-Bytes und seine Token-Puffer um diesen Faktor. 1: ausgeglichen, wie Benchmarks es erzwingen; Balancing ohne Hilfsverlust hält den schlechtesten Experten bei etwa 1.05–1.2× (Wang et al. 2024, MaxVio). Ignoriert, wenn ein Kapazitätsfaktor jeden Experten auffüllt.</translation>
        </message>
        <message>
            <source>Checkpoint read bandwidth</source>
            <translation>Checkpoint-Lesebandbreite</translation>
        </message>
        <message>
            <source>Aggregate rate of reading the checkpoint back after a failure (capped by the storage uplinks): recovery R = drain + provisioning + size / this + re-initialisation.</source>
            <translation>Gesamtrate, mit der der Checkpoint nach einem Ausfall zurückgelesen wird (begrenzt durch die Storage-Uplinks): Wiederherstellung R = Anhalten + Bereitstellung + Größe / dieser Wert + Neuinitialisierung.</translation>
        </message>
        <message>
            <source>Start-up</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>Initialisation and first data load, before the first step: serial, so it is Amdahl's fraction of the job (startup + staging) / JCT, which more GPUs do not shorten.</source>
            <translation>Initialisierung und erstes Laden der Daten vor dem ersten Schritt: seriell, also Amdahls Anteil des Jobs (Start + Staging) / JCT, den mehr GPUs nicht verkürzen.</translation>
        </message>
        <message>
            <source>Data stall per step</source>
            <translation>Datenstau pro Schritt</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Exposed data-loading wait per step, on top of what the storage uplinks impose: T_step += this.</source>
            <translation>Sichtbare Wartezeit beim Datenladen pro Schritt, zusätzlich zu dem, was die Storage-Uplinks erzwingen: T_Schritt += dieser Wert.</translation>
        </message>
        <message>
            <source>The GPU has no %1 peak in its catalog entry, so it cannot train in this format. GPUs that have one: %2.</source>
            <translation>Die GPU hat in ihrem Katalogeintrag keine %1-Spitzenleistung und kann daher nicht in diesem Format trainieren. GPUs mit einer solchen Angabe: %2.</translation>
        </message>
        <message>
            <source>Sharding over the data-parallel group: 1 = optimizer state (12 B/param ÷ dp), 2 = + gradients, 3 = + weights (gathered before every forward and backward). PyTorch FSDP under a pipeline keeps weights and gradients whole for the step, as stage 1.</source>
            <translation>Sharding über die datenparallele Gruppe: 1 = Optimiererzustand (12 B/Param ÷ dp), 2 = + Gradienten, 3 = + Gewichte (vor jedem Forward und Backward gesammelt). PyTorch FSDP hält unter einer Pipeline Gewichte und Gradienten für den ganzen Schritt vollständig, wie Stufe 1.</translation>
        </message>
        <message>
            <source>Overlap expert all-to-all</source>
            <translation>Expert-All-to-All überlappen</translation>
        </message>
        <message>
            <source>Toggle expert-parallel all-to-all overlap</source>
            <translation>Overlap des Expert-Parallel-All-to-All umschalten</translation>
        </message>
        <message>
            <source>MoE plans: one micro-batch's dispatch and combine all-to-alls run under another micro-batch's compute (Megatron-Core's 1F1B expert-parallel overlap), with no pipeline or an interleaved one: exposed EP = m·max(0, all-to-all time per micro-batch − t_f − t_b). Off, or with a plain 1F1B pipeline, each all-to-all waits, hidden only under the shared experts' GEMMs.</source>
            <translation>MoE-Pläne: Dispatch- und Combine-All-to-Alls eines Micro-Batches laufen unter der Rechnung eines anderen Micro-Batches (der 1F1B-Expert-Parallel-Overlap von Megatron-Core), ohne Pipeline oder mit einer verschachtelten: sichtbares EP = m·max(0, All-to-All-Zeit pro Micro-Batch − t_f − t_b). Aus, oder mit einer einfachen 1F1B-Pipeline, wartet jedes All-to-All, verdeckt nur unter den GEMMs der Shared Experts.</translation>
        </message>
        <message>
            <source>Pipeline stages p: each holds L/p layers; where p does not divide L and no first or last stage is given, the middle stages hold ⌈L/p⌉ and the first and last the rest (a near-even split). Bubble = (p − 1)/(v·m) of the step's work; activations of p micro-batches stay in flight on the first stage.</source>
            <translation>Pipeline-Stufen p: jede hält L/p Schichten; teilt p L nicht und ist keine erste oder letzte Stufe angegeben, halten die mittleren Stufen ⌈L/p⌉ und die erste und letzte den Rest (nahezu gleichmäßige Aufteilung). Bubble = (p − 1)/(v·m) der Arbeit des Schritts; Aktivierungen von p Micro-Batches bleiben auf der ersten Stufe in Flug.</translation>
        </message>
        <message>
            <source>Uneven pipelines (Megatron-Core's decoder_%1_pipeline_num_layers): this stage holds this many layers, the others split the rest evenly (× vpp). The stage with the most work per micro-batch paces the step, (m + (p − 1)/v)·(t_f + t_b); the last stage also runs the output layer (2hV FLOPs per token) and the MTP layers, so fewer layers there balance it (Llama 3 405B: 126 layers on pp 16, first and last 7). The slider steps through counts that split evenly; 0: even split, L/pp, or, where pp·vpp does not divide L, the near-even split (the middle stages ⌈L/pp⌉, the first and last the rest).</source>
            <translation>Ungleiche Pipelines (decoder_%1_pipeline_num_layers von Megatron-Core): diese Stufe hält so viele Schichten, die anderen teilen den Rest gleichmäßig (× vpp). Die Stufe mit der meisten Arbeit pro Micro-Batch bestimmt den Schritt, (m + (p − 1)/v)·(t_f + t_b); die letzte Stufe führt auch die Ausgabeschicht (2hV FLOPs pro Token) und die MTP-Schichten aus, daher gleichen dort weniger Schichten aus (Llama 3 405B: 126 Schichten auf pp 16, erste und letzte 7). Der Schieberegler durchläuft Anzahlen, die gleichmäßig aufgehen; 0: gleichmäßige Aufteilung, L/pp, oder, wo pp·vpp L nicht teilt, die nahezu gleichmäßige Aufteilung (die mittleren Stufen ⌈L/pp⌉, die erste und letzte den Rest).</translation>
        </message>
        <message>
            <source>near-even, %1</source>
            <translation>fast gleich, %1</translation>
        </message>
        <message>
            <source>even, %1</source>
            <translation>gleich, %1</translation>
        </message>
        <message>
            <source>Transformer Engine userbuffers split each GEMM and pipeline its tensor-parallel all-gather / reduce-scatter under the chunks: exposed TP = m·max(0, TP time per micro-batch − 3 × the stage's GEMM time of one forward). Off: the forward's collectives wait; in the backward, Megatron-Core runs each column-parallel linear's gather and reduce-scatter under that linear's own GEMMs (0.3 of what they hide still paid, for the SMs NCCL holds), the other stacks wait for every one.</source>
            <translation>Die Userbuffers von Transformer Engine teilen jedes GEMM und führen sein tensorparalleles All-Gather / Reduce-Scatter unter den Teilstücken aus: sichtbares TP = m·max(0, TP-Zeit pro Micro-Batch − 3 × die GEMM-Zeit der Stufe für einen Forward). Aus: die Kollektive des Forward warten; im Backward lässt Megatron-Core das Gather und Reduce-Scatter jeder spaltenparallelen Linearschicht unter deren eigenen GEMMs laufen (0.3 des Verdeckten bleibt zu zahlen, für die SMs, die NCCL belegt), die anderen Stacks warten auf jede.</translation>
        </message>
        <message>
            <source>The stack whose schedule the plan assumes; choosing one resets the overlap switches below and the gradient reduction width to its defaults. Megatron-Core: both overlaps, 16-bit gradient reduction, the 1F1B expert-parallel overlap hides one micro-batch's all-to-all under another's compute. Megatron-LM 2021: no overlap, fp32 gradient reduction. FSDP2 and DeepSpeed: both overlaps, fp32 gradient reduction, all-to-alls hidden only under shared experts, and the compute their data-parallel collectives hide under slowed by 0.3 of what they hide. DeepSpeed's ZeRO 3 gathers module by module on one NIC per rank and prefetches 5·10⁷ parameters of a layer, as its 2021-2022 releases measured. Each micro-batch's gradients are added to the accumulated ones inside the weight-gradient GEMM by Megatron-Core, and in a pass over the stage's gradients by the others: 6 bytes a parameter in fp16, 10 (Megatron-LM 2021) or 18 (DeepSpeed's pipeline engine) in bf16; over the gradient shard only where ZeRO 2 or 3 (or FSDP without a pipeline) shards them.</source>
            <translation>Der Stack, dessen Ablauf der Plan annimmt; die Wahl setzt die Overlap-Schalter unten und die Breite der Gradientenreduktion auf dessen Standardwerte. Megatron-Core: beide Overlaps, 16-Bit-Gradientenreduktion, der 1F1B-Expert-Parallel-Overlap verbirgt das All-to-all eines Micro-Batches unter der Rechnung eines anderen. Megatron-LM 2021: kein Overlap, fp32-Gradientenreduktion. FSDP2 und DeepSpeed: beide Overlaps, fp32-Gradientenreduktion, All-to-alls nur unter Shared Experts verborgen, und die Rechnung, unter der ihre datenparallelen Kollektive laufen, um 0.3 dessen verlangsamt, was sie verbergen. DeepSpeeds ZeRO 3 sammelt Modul für Modul über eine NIC je Rank und holt 5·10⁷ Parameter einer Schicht im Voraus, wie für seine Versionen von 2021–2022 gemessen. Die Gradienten jedes Micro-Batches addiert Megatron-Core innerhalb des Gewichtsgradienten-GEMM zu den bisher akkumulierten, die anderen in einem Durchlauf über die Gradienten der Stufe: 6 Byte je Parameter in fp16, 10 (Megatron-LM 2021) oder 18 (DeepSpeeds Pipeline-Engine) in bf16; nur über den Gradienten-Shard, wo ZeRO 2 oder 3 (oder FSDP ohne Pipeline) die Gradienten aufteilt.</translation>
        </message>
        <message>
            <source>The data-parallel gradient all-reduce (reduce-scatter with ZeRO) runs under the last micro-batch's backward pass, bucket by bucket as the backward fills them; the last bucket (the first layers and the input embedding, a share f of the stage's gradients) waits for its end: exposed = max(f·sync, sync − (1 − f)·t_b); off: all of it adds to the step.</source>
            <translation>Das datenparallele Gradienten-All-Reduce (Reduce-Scatter mit ZeRO) läuft unter dem Backward des letzten Micro-Batches, Bucket für Bucket, wie der Backward sie füllt; der letzte Bucket (die ersten Schichten und das Input-Embedding, ein Anteil f der Gradienten der Stufe) wartet auf dessen Ende: sichtbar = max(f·sync, sync − (1 − f)·t_b); aus: alles kommt zum Schritt hinzu.</translation>
        </message>
        <message>
            <source>The sharded optimizer's all-gather of the updated weights runs under the next step's first forward, whose first layers wait for the first bucket: exposed = max(f·gather, gather − (1 − f)·t_f). With ZeRO-3 each micro-batch's gathers are prefetched instead, m·(max(0, g − t_f) + max(0, g − t_b)); off: 2·m·g.</source>
            <translation>Das All-Gather der aktualisierten Gewichte durch den geshardeten Optimierer läuft unter dem ersten Forward des nächsten Schritts, dessen erste Schichten auf den ersten Bucket warten: sichtbar = max(f·gather, gather − (1 − f)·t_f). Mit ZeRO-3 werden stattdessen die Gathers jedes Micro-Batches vorab geholt, m·(max(0, g − t_f) + max(0, g − t_b)); aus: 2·m·g.</translation>
        </message>
        <message>
            <source>One GPU this much slower (e.g. 15 % thermal throttling). Synchronous steps wait for it: compute stretches by that much, every step, or by the ranks' jitter where that wait is longer.</source>
            <translation>Eine GPU, die so viel langsamer ist (z. B. 15 % thermische Drosselung). Synchrone Schritte warten auf sie: die Rechnung dehnt sich um so viel, in jedem Schritt, oder um das Warten auf den Jitter der Ranks, wo dieses länger ist.</translation>
        </message>
        <message>
            <source>Random compute-time variation of each rank, on top of the GPU's own (its catalog calibration, 0.5 % for every catalog GPU): cv = √(cv_GPU² + cv_plan²). The step waits for the slowest of N: compute × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).</source>
            <translation>Zufällige Schwankung der Rechenzeit jedes Ranks, zusätzlich zu der eigenen der GPU (ihre Katalog-Kalibrierung, 0.5 % für jede Katalog-GPU): cv = √(cv_GPU² + cv_plan²). Der Schritt wartet auf den langsamsten von N: Rechnung × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).</translation>
        </message>
    </context>
    <context>
        <name>EnumNames</name>
        <message>
            <source>GeLU</source>
            <translation>GeLU</translation>
        </message>
        <message>
            <source>SwiGLU</source>
            <translation>SwiGLU</translation>
        </message>
        <message>
            <source>standard (MHA / GQA)</source>
            <translation>Standard (MHA / GQA)</translation>
        </message>
        <message>
            <source>multi-head latent (MLA)</source>
            <translation>Multi-Head Latent (MLA)</translation>
        </message>
        <message>
            <source>Megatron-Core</source>
            <translation>Megatron-Core</translation>
        </message>
        <message>
            <source>Megatron-LM (2021)</source>
            <translation>Megatron-LM (2021)</translation>
        </message>
        <message>
            <source>PyTorch FSDP2</source>
            <translation>PyTorch FSDP2</translation>
        </message>
        <message>
            <source>DeepSpeed</source>
            <translation>DeepSpeed</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>selective</source>
            <translation>selektiv</translation>
        </message>
        <message>
            <source>full</source>
            <translation>vollständig</translation>
        </message>
        <message>
            <source>rail-optimized</source>
            <translation>rail-optimiert</translation>
        </message>
        <message>
            <source>leaf-spine</source>
            <translation>Leaf-Spine</translation>
        </message>
        <message>
            <source>3-tier fat-tree</source>
            <translation>3-stufiger Fat-Tree</translation>
        </message>
        <message>
            <source>go-back-N</source>
            <translation>Go-back-N</translation>
        </message>
        <message>
            <source>selective repeat</source>
            <translation>Selective Repeat</translation>
        </message>
        <message>
            <source>adaptive routing</source>
            <translation>adaptives Routing</translation>
        </message>
        <message>
            <source>static ECMP</source>
            <translation>statisches ECMP</translation>
        </message>
        <message>
            <source>auto (fastest)</source>
            <translation>auto (schnellster)</translation>
        </message>
        <message>
            <source>communication-bound</source>
            <translation>kommunikationsgebunden</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>ausgewogen</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>rechengebunden</translation>
        </message>
        <message>
            <source>Shortest predicted job time</source>
            <translation>Kürzeste vorhergesagte Jobdauer</translation>
        </message>
        <message>
            <source>Lowest total cost</source>
            <translation>Geringste Gesamtkosten</translation>
        </message>
        <message>
            <source>Lowest cost per trained token</source>
            <translation>Geringste Kosten pro trainiertem Token</translation>
        </message>
        <message>
            <source>scale-out bandwidth +10 %</source>
            <translation>Scale-out-Bandbreite +10 %</translation>
        </message>
        <message>
            <source>+1 µs per switch hop</source>
            <translation>+1 µs pro Switch-Hop</translation>
        </message>
        <message>
            <source>0.01 % packet loss</source>
            <translation>0.01 % Paketverlust</translation>
        </message>
        <message>
            <source>0.1 % packet loss</source>
            <translation>0.1 % Paketverlust</translation>
        </message>
        <message>
            <source>1 % packet loss</source>
            <translation>1 % Paketverlust</translation>
        </message>
        <message>
            <source>one GPU 15 % slower</source>
            <translation>eine GPU 15 % langsamer</translation>
        </message>
        <message>
            <source>step time</source>
            <translation>Schrittzeit</translation>
        </message>
        <message>
            <source>model TFLOP/s per GPU</source>
            <translation>Modell-TFLOP/s pro GPU</translation>
        </message>
        <message>
            <source>hardware TFLOP/s per GPU</source>
            <translation>Hardware-TFLOP/s pro GPU</translation>
        </message>
        <message>
            <source>tokens/s per GPU</source>
            <translation>Tokens/s pro GPU</translation>
        </message>
    </context>
    <context>
        <name>Figures</name>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>Predicted job time</source>
            <translation>Vorhergesagte Jobdauer</translation>
        </message>
        <message>
            <source>JCT (predicted)</source>
            <translation>JCT (vorhergesagt)</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of the training steps with checkpoints and failures.</source>
            <translation>Start + Dalys erwartete Gesamtzeit der Trainingsschritte mit Checkpoints und Ausfällen.</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>Theoretisches Minimum</translation>
        </message>
        <message>
            <source>JCT minimum</source>
            <translation>JCT-Minimum</translation>
        </message>
        <message>
            <source>Steps × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>Schritte × die reine Rechenzeit des Schritts: keine Kommunikation, Bubble, Neuberechnung, Nachzügler, Checkpoints oder Ausfälle.</translation>
        </message>
        <message>
            <source>Failure-free training time</source>
            <translation>Ausfallfreie Trainingszeit</translation>
        </message>
        <message>
            <source>Training time</source>
            <translation>Trainingszeit</translation>
        </message>
        <message>
            <source>Steps × step time, no checkpoints or failures.</source>
            <translation>Schritte × Schrittzeit, ohne Checkpoints oder Ausfälle.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Effizienz</translation>
        </message>
        <message>
            <source>Theoretical minimum / predicted. Below 70 %: communication-bound; above 85 %: compute-bound.</source>
            <translation>Theoretisches Minimum / vorhergesagt. Unter 70 %: kommunikationsgebunden; über 85 %: rechengebunden.</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Urteil</translation>
        </message>
        <message>
            <source>Below 70 % of the theoretical minimum: communication-bound; above 85 %: compute-bound.</source>
            <translation>Unter 70 % des theoretischen Minimums: kommunikationsgebunden; über 85 %: rechengebunden.</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>Trainingsschritte</translation>
        </message>
        <message>
            <source>Steps</source>
            <translation>Schritte</translation>
        </message>
        <message>
            <source>S = ceil(tokens / (B·s)).</source>
            <translation>S = ceil(Tokens / (B·s)).</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Schrittzeit</translation>
        </message>
        <message>
            <source>Throughput per GPU</source>
            <translation>Durchsatz pro GPU</translation>
        </message>
        <message>
            <source>Model FLOPs (no recomputation) per step / (N × step time).</source>
            <translation>Modell-FLOPs (ohne Neuberechnung) pro Schritt / (N × Schrittzeit).</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Training tokens per GPU</source>
            <translation>Trainings-Tokens pro GPU</translation>
        </message>
        <message>
            <source>Tokens/s per GPU</source>
            <translation>Tokens/s pro GPU</translation>
        </message>
        <message>
            <source>Tokens per GPU</source>
            <translation>Tokens pro GPU</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N).</source>
            <translation>Trainings-Tokens pro Sekunde und GPU: B·s / (Schrittzeit × N).</translation>
        </message>
        <message>
            <source>HFU</source>
            <translation>HFU</translation>
        </message>
        <message>
            <source>GEMM efficiency</source>
            <translation>GEMM-Effizienz</translation>
        </message>
        <message>
            <source>The achieved fraction of peak in a dense layer's GEMMs, FLOP-weighted.</source>
            <translation>Der erreichte Anteil der Spitze in den GEMMs einer dichten Schicht, nach FLOPs gewichtet.</translation>
        </message>
        <message>
            <source>GPU utilization (compute share of a step)</source>
            <translation>GPU-Auslastung (Rechenanteil eines Schritts)</translation>
        </message>
        <message>
            <source>GPU utilization</source>
            <translation>GPU-Auslastung</translation>
        </message>
        <message>
            <source>(Compute + recompute) / step time.</source>
            <translation>(Rechnung + Neuberechnung) / Schrittzeit.</translation>
        </message>
        <message>
            <source>Model FLOPs per step</source>
            <translation>Modell-FLOPs pro Schritt</translation>
        </message>
        <message>
            <source>Model FLOPs</source>
            <translation>Modell-FLOPs</translation>
        </message>
        <message>
            <source>3 × forward × B·s.</source>
            <translation>3 × Forward × B·s.</translation>
        </message>
        <message>
            <source>Hardware FLOPs per step</source>
            <translation>Hardware-FLOPs pro Schritt</translation>
        </message>
        <message>
            <source>Hardware FLOPs</source>
            <translation>Hardware-FLOPs</translation>
        </message>
        <message>
            <source>Model FLOPs and recomputation.</source>
            <translation>Modell-FLOPs und Neuberechnung.</translation>
        </message>
        <message>
            <source>Overlap ratio</source>
            <translation>Overlap-Verhältnis</translation>
        </message>
        <message>
            <source>Overlap</source>
            <translation>Overlap</translation>
        </message>
        <message>
            <source>(Hidden − exposed communication) / step time; below 0 the network sets the pace.</source>
            <translation>(Verborgene − sichtbare Kommunikation) / Schrittzeit; unter 0 bestimmt das Netz das Tempo.</translation>
        </message>
        <message>
            <source>Memory per GPU</source>
            <translation>Speicher pro GPU</translation>
        </message>
        <message>
            <source>Weights, gradients, optimizer state, activations and buffers of the most loaded stage.</source>
            <translation>Gewichte, Gradienten, Optimiererzustand, Aktivierungen und Puffer der am stärksten belasteten Stufe.</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>Gesamtkosten</translation>
        </message>
        <message>
            <source>GPU-hours × price + energy.</source>
            <translation>GPU-Stunden × Preis + Energie.</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>GPU-Kosten</translation>
        </message>
        <message>
            <source>GPU-hours × price per GPU-hour.</source>
            <translation>GPU-Stunden × Preis pro GPU-Stunde.</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>Energiekosten</translation>
        </message>
        <message>
            <source>Energy × price per kWh.</source>
            <translation>Energie × Preis pro kWh.</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>Energie</translation>
        </message>
        <message>
            <source>N × power × PUE × JCT.</source>
            <translation>N × Leistung × PUE × JCT.</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU-Stunden</translation>
        </message>
        <message>
            <source>N × JCT.</source>
            <translation>N × JCT.</translation>
        </message>
        <message>
            <source>Idle cost</source>
            <translation>Leerlaufkosten</translation>
        </message>
        <message>
            <source>N × price × (predicted − theoretical minimum).</source>
            <translation>N × Preis × (vorhergesagt − theoretisches Minimum).</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>Kosten je Leerlaufminute</translation>
        </message>
        <message>
            <source>Idle minute cost</source>
            <translation>Kosten pro Leerlaufminute</translation>
        </message>
        <message>
            <source>N × price / 60. Idle cost = N × price × (predicted − theoretical minimum).</source>
            <translation>N × Preis / 60. Leerlaufkosten = N × Preis × (vorhergesagt − theoretisches Minimum).</translation>
        </message>
        <message>
            <source>Cost of an idle second</source>
            <translation>Kosten einer Leerlaufsekunde</translation>
        </message>
        <message>
            <source>Idle second cost</source>
            <translation>Kosten pro Leerlaufsekunde</translation>
        </message>
        <message>
            <source>N × price / 3,600: what every second the whole cluster waits costs.</source>
            <translation>N × Preis / 3,600: was jede Sekunde kostet, die der ganze Cluster wartet.</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>Kosten pro Million Tokens</translation>
        </message>
        <message>
            <source>Cost per M tokens</source>
            <translation>Kosten pro Mio. Tokens</translation>
        </message>
        <message>
            <source>Total cost / tokens × 10⁶.</source>
            <translation>Gesamtkosten / Tokens × 10⁶.</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>Checkpoint-Overhead</translation>
        </message>
        <message>
            <source>Training time × δ / τ: the time checkpoints stall training.</source>
            <translation>Trainingszeit × δ / τ: die Zeit, in der Checkpoints das Training anhalten.</translation>
        </message>
        <message>
            <source>Checkpoint overhead (share of training)</source>
            <translation>Checkpoint-Overhead (Anteil am Training)</translation>
        </message>
        <message>
            <source>Checkpoint overhead / failure-free training time.</source>
            <translation>Checkpoint-Overhead / ausfallfreie Trainingszeit.</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>Checkpoint-Intervall</translation>
        </message>
        <message>
            <source>The plan's interval, or Daly's optimum.</source>
            <translation>Das Intervall des Plans oder Dalys Optimum.</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>Checkpoint-Größe</translation>
        </message>
        <message>
            <source>Parameters × (weight bytes + 12 B of optimizer state).</source>
            <translation>Parameter × (Gewichts-Bytes + 12 B Optimiererzustand).</translation>
        </message>
        <message>
            <source>Young's optimal interval</source>
            <translation>Youngs optimales Intervall</translation>
        </message>
        <message>
            <source>Young</source>
            <translation>Young</translation>
        </message>
        <message>
            <source>√(2δM).</source>
            <translation>√(2δM).</translation>
        </message>
        <message>
            <source>Daly's optimal interval</source>
            <translation>Dalys optimales Intervall</translation>
        </message>
        <message>
            <source>Daly</source>
            <translation>Daly</translation>
        </message>
        <message>
            <source>√(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ.</source>
            <translation>√(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ.</translation>
        </message>
        <message>
            <source>Checkpoint stall</source>
            <translation>Checkpoint-Stillstand</translation>
        </message>
        <message>
            <source>δ: the write time, or async max(copy to host, flush to storage).</source>
            <translation>δ: die Schreibzeit, oder asynchron max(Kopie zum Host, Flush ins Storage-System).</translation>
        </message>
        <message>
            <source>Checkpoint copy to host</source>
            <translation>Checkpoint-Kopie zum Host</translation>
        </message>
        <message>
            <source>Checkpoint copy</source>
            <translation>Checkpoint-Kopie</translation>
        </message>
        <message>
            <source>Async: this GPU's shard / host copy bandwidth.</source>
            <translation>Asynchron: Shard dieser GPU / Kopierbandbreite zum Host.</translation>
        </message>
        <message>
            <source>Final checkpoint</source>
            <translation>Finaler Checkpoint</translation>
        </message>
        <message>
            <source>The job ends when its last checkpoint is on storage: one more δ.</source>
            <translation>Der Job endet, wenn sein letzter Checkpoint im Storage-System liegt: ein weiteres δ.</translation>
        </message>
        <message>
            <source>Checkpoint write</source>
            <translation>Checkpoint-Schreiben</translation>
        </message>
        <message>
            <source>Size / write bandwidth.</source>
            <translation>Größe / Schreibbandbreite.</translation>
        </message>
        <message>
            <source>Checkpoint flush</source>
            <translation>Checkpoint-Flush</translation>
        </message>
        <message>
            <source>Async: size / flush bandwidth, behind training.</source>
            <translation>Asynchron: Größe / Flush-Bandbreite, im Hintergrund des Trainings.</translation>
        </message>
        <message>
            <source>Failure overhead</source>
            <translation>Ausfall-Overhead</translation>
        </message>
        <message>
            <source>Lost work and recovery over the job (Daly 2006).</source>
            <translation>Verlorene Arbeit und Wiederherstellung über den Job (Daly 2006).</translation>
        </message>
        <message>
            <source>Failure overhead (share of training)</source>
            <translation>Ausfall-Overhead (Anteil am Training)</translation>
        </message>
        <message>
            <source>Failure overhead / failure-free training time.</source>
            <translation>Ausfall-Overhead / ausfallfreie Trainingszeit.</translation>
        </message>
        <message>
            <source>Expected failures</source>
            <translation>Erwartete Ausfälle</translation>
        </message>
        <message>
            <source>Expected wall time / job MTBF.</source>
            <translation>Erwartete Gesamtzeit / Job-MTBF.</translation>
        </message>
        <message>
            <source>Job MTBF</source>
            <translation>Job-MTBF</translation>
        </message>
        <message>
            <source>M = 1/λ, λ = N/MTBF_gpu + nodes/MTBF_node + switches/MTBF_switch + software.</source>
            <translation>M = 1/λ, λ = N/MTBF_gpu + Knoten/MTBF_node + Switches/MTBF_switch + Software.</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>Wiederherstellung pro Ausfall</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Wiederherstellung</translation>
        </message>
        <message>
            <source>Drain + provisioning + checkpoint download + re-initialisation + rollback past a corrupt checkpoint.</source>
            <translation>Anhalten + Bereitstellung + Checkpoint-Download + Neuinitialisierung + Zurückrollen hinter einen beschädigten Checkpoint.</translation>
        </message>
        <message>
            <source>Lost work per failure</source>
            <translation>Verlorene Arbeit pro Ausfall</translation>
        </message>
        <message>
            <source>Lost work</source>
            <translation>Verlorene Arbeit</translation>
        </message>
        <message>
            <source>Failure overhead / expected failures − recovery: the work since the last checkpoint, ≈ (τ + δ)/2.</source>
            <translation>Ausfall-Overhead / erwartete Ausfälle − Wiederherstellung: die Arbeit seit dem letzten Checkpoint, ≈ (τ + δ)/2.</translation>
        </message>
        <message>
            <source>Goodput (effective training time ratio)</source>
            <translation>Goodput (Anteil effektiver Trainingszeit)</translation>
        </message>
        <message>
            <source>Goodput</source>
            <translation>Goodput</translation>
        </message>
        <message>
            <source>Training steps / predicted job time: what checkpoints, failures, validation and the serial start leave.</source>
            <translation>Trainingsschritte / vorhergesagte Jobdauer: was Checkpoints, Ausfälle, Validierung und der serielle Start übrig lassen.</translation>
        </message>
        <message>
            <source>Serial part (startup, staging)</source>
            <translation>Serieller Teil (Start, Staging)</translation>
        </message>
        <message>
            <source>Serial part</source>
            <translation>Serieller Teil</translation>
        </message>
        <message>
            <source>Startup + data staged / storage read rate: more GPUs do not shorten it.</source>
            <translation>Start + bereitgestellte Daten / Leserate des Storage-Systems: mehr GPUs verkürzen ihn nicht.</translation>
        </message>
        <message>
            <source>Serial fraction (Amdahl)</source>
            <translation>Serieller Anteil (Amdahl)</translation>
        </message>
        <message>
            <source>Serial fraction</source>
            <translation>Serieller Anteil</translation>
        </message>
        <message>
            <source>Serial part / predicted job time: more GPUs speed the job up by at most 1 / this.</source>
            <translation>Serieller Teil / vorhergesagte Jobdauer: mehr GPUs beschleunigen den Job höchstens um 1 / diesen Wert.</translation>
        </message>
        <message>
            <source>Validation</source>
            <translation>Validierung</translation>
        </message>
        <message>
            <source>floor(S / N) passes × batches × (m + (p − 1)/v) forward slots.</source>
            <translation>floor(S / N) Durchläufe × Batches × (m + (p − 1)/v) Forward-Slots.</translation>
        </message>
        <message>
            <source>Storage stall per step</source>
            <translation>Storage-Stillstand pro Schritt</translation>
        </message>
        <message>
            <source>Storage stall</source>
            <translation>Storage-Stillstand</translation>
        </message>
        <message>
            <source>max(0, bytes per step / storage uplinks − the step without it).</source>
            <translation>max(0, Bytes pro Schritt / Storage-Uplinks − der Schritt ohne ihn).</translation>
        </message>
        <message>
            <source>Sync wall (least JCT at this global batch)</source>
            <translation>Sync Wall (geringste JCT bei diesem globalen Batch)</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync Wall</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch stays fixed.</source>
            <translation>Die GPU-Anzahl mit der kürzesten vorhergesagten Jobdauer, wenn der globale Batch fest bleibt.</translation>
        </message>
        <message>
            <source>Data-parallel size at the sync wall</source>
            <translation>Datenparallele Größe an der Sync Wall</translation>
        </message>
        <message>
            <source>Wall dp</source>
            <translation>dp an der Wall</translation>
        </message>
        <message>
            <source>Predicted JCT at the sync wall</source>
            <translation>Vorhergesagte JCT an der Sync Wall</translation>
        </message>
        <message>
            <source>JCT at the wall</source>
            <translation>JCT an der Wall</translation>
        </message>
        <message>
            <source>Knee (scaling efficiency at or above the threshold)</source>
            <translation>Knie (Skalierungseffizienz bei oder über der Schwelle)</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>Knie</translation>
        </message>
        <message>
            <source>The largest GPU count up to which every valid count keeps a scaling efficiency E = (T(N₀)/T(N)) / (N/N₀) at or above the threshold, N₀ the smallest count that fits, T the predicted job time, the global batch fixed.</source>
            <translation>Die größte GPU-Anzahl, bis zu der jede gültige Anzahl eine Skalierungseffizienz E = (T(N₀)/T(N)) / (N/N₀) bei oder über der Schwelle hält, N₀ die kleinste passende Anzahl, T die vorhergesagte Jobdauer, der globale Batch fest.</translation>
        </message>
        <message>
            <source>Scaling efficiency at the knee</source>
            <translation>Skalierungseffizienz am Knie</translation>
        </message>
        <message>
            <source>Knee efficiency</source>
            <translation>Effizienz am Knie</translation>
        </message>
        <message>
            <source>Knee threshold (scaling efficiency)</source>
            <translation>Knie-Schwelle (Skalierungseffizienz)</translation>
        </message>
        <message>
            <source>Knee threshold</source>
            <translation>Knie-Schwelle</translation>
        </message>
        <message>
            <source>First count below the knee threshold</source>
            <translation>Erste Anzahl unter der Knie-Schwelle</translation>
        </message>
        <message>
            <source>Below the knee</source>
            <translation>Unter dem Knie</translation>
        </message>
        <message>
            <source>Scaling efficiency there</source>
            <translation>Skalierungseffizienz dort</translation>
        </message>
        <message>
            <source>Efficiency below the knee</source>
            <translation>Effizienz unter dem Knie</translation>
        </message>
        <message>
            <source>Scaling efficiency reference (smallest count that fits)</source>
            <translation>Bezug der Skalierungseffizienz (kleinste passende Anzahl)</translation>
        </message>
        <message>
            <source>Efficiency reference</source>
            <translation>Effizienzbezug</translation>
        </message>
        <message>
            <source>Batch limit (dp = B/b, one micro-batch per rank)</source>
            <translation>Batch-Grenze (dp = B/b, ein Micro-Batch pro Rank)</translation>
        </message>
        <message>
            <source>Batch limit</source>
            <translation>Batch-Grenze</translation>
        </message>
        <message>
            <source>Valid GPU counts evaluated for the sync wall</source>
            <translation>Für die Sync Wall ausgewertete gültige GPU-Anzahlen</translation>
        </message>
        <message>
            <source>Counts evaluated</source>
            <translation>Ausgewertete Anzahlen</translation>
        </message>
        <message>
            <source>Marginal limit</source>
            <translation>Grenznutzen-Grenze</translation>
        </message>
        <message>
            <source>The last valid GPU count before going to the next valid count returns under half of linear speed-up (kept for scripts; the knee replaces it).</source>
            <translation>Die letzte gültige GPU-Anzahl, bevor der Schritt zur nächsten gültigen Anzahl weniger als die Hälfte des linearen Speed-ups bringt (für Skripte behalten; das Knie ersetzt sie).</translation>
        </message>
        <message>
            <source>minimum %1</source>
            <translation>Minimum %1</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of S = %1 steps of %2, with checkpoints and failures. The minimum is S × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>Start + Dalys erwartete Gesamtzeit von S = %1 Schritten zu je %2, mit Checkpoints und Ausfällen. Das Minimum ist S × die reine Rechenzeit des Schritts: keine Kommunikation, Bubble, Neuberechnung, Nachzügler, Checkpoints oder Ausfälle.</translation>
        </message>
        <message>
            <source>%1 TFLOP/s per GPU</source>
            <translation>%1 TFLOP/s pro GPU</translation>
        </message>
        <message>
            <source>of %1 usable</source>
            <translation>von %1 nutzbar</translation>
        </message>
        <message>
            <source>%1. Usable = %2 HBM less %3 for the CUDA context, NCCL and libraries.</source>
            <translation>%1. Nutzbar = %2 HBM abzüglich %3 für CUDA-Kontext, NCCL und Bibliotheken.</translation>
        </message>
        <message>
            <source>%1 per million tokens</source>
            <translation>%1 pro Million Tokens</translation>
        </message>
        <message>
            <source>GPU-hours × price (%1) + energy (%2: N × power × PUE × JCT × price per kWh).</source>
            <translation>GPU-Stunden × Preis (%1) + Energie (%2: N × Leistung × PUE × JCT × Preis pro kWh).</translation>
        </message>
        <message>
            <source>%1/s · idle in all: %2</source>
            <translation>%1/s · Leerlauf: %2</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 h</translation>
        </message>
        <message>
            <source>an hour</source>
            <translation>eine Stunde</translation>
        </message>
        <message>
            <source>%1 hours</source>
            <translation>%1 Stunden</translation>
        </message>
        <message>
            <source>a minute</source>
            <translation>eine Minute</translation>
        </message>
        <message>
            <source>%1 minutes</source>
            <translation>%1 Minuten</translation>
        </message>
        <message>
            <source>Effective training time ratio: %1 of training steps in a predicted %2. Checkpoints take %3, failures %4 (lost work %5 and recovery %6 per failure), validation %7, the serial start %8; more GPUs speed the job up by at most %9×.</source>
            <translation>Anteil effektiver Trainingszeit: %1 Trainingsschritte in vorhergesagten %2. Checkpoints brauchen %3, Ausfälle %4 (verlorene Arbeit %5 und Wiederherstellung %6 pro Ausfall), Validierung %7, der serielle Start %8; mehr GPUs beschleunigen den Job höchstens um das %9-Fache.</translation>
        </message>
        <message>
            <source>no failures modelled, goodput %1</source>
            <translation>keine Ausfälle modelliert, Goodput %1</translation>
        </message>
        <message>
            <source>MTBF %1 · goodput %2</source>
            <translation>MTBF %1 · Goodput %2</translation>
        </message>
        <message>
            <source>T_wall / M, with M = 1/λ and λ = N/MTBF_gpu + NICs/MTBF_nic + … (Daly 2006). Checkpoints add %1.</source>
            <translation>T_wall / M, mit M = 1/λ und λ = N/MTBF_gpu + NICs/MTBF_nic + … (Daly 2006). Checkpoints fügen %1 hinzu.</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source> The plan's job MTBF overrides the per-component MTBFs.</source>
            <translation> Die Job-MTBF des Plans ersetzt die MTBFs pro Komponente.</translation>
        </message>
        <message>
            <source> By source: %1.</source>
            <translation> Nach Quelle: %1.</translation>
        </message>
        <message>
            <source> Recovery %1 = %2; lost work %3 per failure; failures add %4 to training. </source>
            <translation> Wiederherstellung %1 = %2; verlorene Arbeit %3 pro Ausfall; Ausfälle fügen dem Training %4 hinzu. </translation>
        </message>
        <message>
            <source>this plan: %1 GPUs</source>
            <translation>dieser Plan: %1 GPUs</translation>
        </message>
        <message>
            <source> Knee: %1.</source>
            <translation> Knie: %1.</translation>
        </message>
        <message>
            <source> This plan: %1 GPUs.</source>
            <translation> Dieser Plan: %1 GPUs.</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPUs</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>%1 tokens/s</source>
            <translation>%1 Tokens/s</translation>
        </message>
        <message>
            <source>weights %1, gradients %2, optimizer %3, activations %4, buffers %5, allocator fragmentation %6</source>
            <translation>Gewichte %1, Gradienten %2, Optimierer %3, Aktivierungen %4, Puffer %5, Allokator-Fragmentierung %6</translation>
        </message>
        <message>
            <source>; %1 of activations offloaded to host memory</source>
            <translation>; %1 der Aktivierungen in den Hostspeicher ausgelagert</translation>
        </message>
        <message>
            <source>%1 &gt; %2</source>
            <translation>%1 &gt; %2</translation>
        </message>
        <message>
            <source>does not fit: %1 over</source>
            <translation>passt nicht: %1 zu viel</translation>
        </message>
        <message>
            <source>never finishes</source>
            <translation>wird nie fertig</translation>
        </message>
        <message>
            <source>failures outpace progress</source>
            <translation>Ausfälle überholen den Fortschritt</translation>
        </message>
        <message>
            <source>%1 GPUs ∤ %2</source>
            <translation>%1 GPUs ∤ %2</translation>
        </message>
        <message>
            <source>GPUs not a multiple of tp·pp·cp</source>
            <translation>GPUs kein Vielfaches von tp·pp·cp</translation>
        </message>
        <message>
            <source>tp %1 ∤ %2 heads</source>
            <translation>tp %1 ∤ %2 Heads</translation>
        </message>
        <message>
            <source>tp must divide the heads</source>
            <translation>tp muss die Heads teilen</translation>
        </message>
        <message>
            <source>%1 layers ∤ %2 stages</source>
            <translation>%1 Schichten ∤ %2 Stufen</translation>
        </message>
        <message>
            <source>layers must split over pp·vpp</source>
            <translation>Schichten müssen sich auf pp·vpp aufteilen</translation>
        </message>
        <message>
            <source>vpp %1 with pp 1</source>
            <translation>vpp %1 mit pp 1</translation>
        </message>
        <message>
            <source>virtual stages need pp &gt; 1</source>
            <translation>virtuelle Stufen brauchen pp &gt; 1</translation>
        </message>
        <message>
            <source>%1 micro-batches &lt; pp %2</source>
            <translation>%1 Micro-Batches &lt; pp %2</translation>
        </message>
        <message>
            <source>vpp &gt; 1 needs pp micro-batches per step</source>
            <translation>vpp &gt; 1 braucht pp Micro-Batches pro Schritt</translation>
        </message>
        <message>
            <source>batch %1 ∤ %2</source>
            <translation>Batch %1 ∤ %2</translation>
        </message>
        <message>
            <source>global batch not a multiple of micro-batch·dp</source>
            <translation>globaler Batch kein Vielfaches von Micro-Batch·dp</translation>
        </message>
        <message>
            <source>sequence %1 ∤ %2</source>
            <translation>Sequenz %1 ∤ %2</translation>
        </message>
        <message>
            <source>sequence not a multiple of 2·cp</source>
            <translation>Sequenz kein Vielfaches von 2·cp</translation>
        </message>
        <message>
            <source>ep·etp %1 ∤ %2</source>
            <translation>ep·etp %1 ∤ %2</translation>
        </message>
        <message>
            <source>expert parallelism does not divide</source>
            <translation>Expertenparallelität geht nicht auf</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>Layout</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) give the least predicted JCT with the global batch fixed, %3; every valid count evaluated (%4 data-parallel sizes that divide B/b = %5%6)</source>
            <translation>%1 GPUs (dp %2) ergeben die kürzeste vorhergesagte JCT bei festem globalem Batch, %3; jede gültige Anzahl ausgewertet (%4 datenparallele Größen, die B/b = %5 teilen%6)</translation>
        </message>
        <message>
            <source> and leave each rank pp micro-batches</source>
            <translation> und jedem Rank pp Micro-Batches lassen</translation>
        </message>
        <message>
            <source>. Interleaving ends the curve there (vpp &gt; 1 needs at least pp micro-batches per rank: dp ≤ B/(b·pp)): JCT still falls at the last count, so the wall is the schedule's, not the network's</source>
            <translation>. Das Interleaving beendet die Kurve dort (vpp &gt; 1 braucht mindestens pp Micro-Batches pro Rank: dp ≤ B/(b·pp)): die JCT fällt bei der letzten Anzahl noch, also ist die Wall die des Ablaufplans, nicht die des Netzes</translation>
        </message>
        <message>
            <source>. The batch limit ends the curve there (dp = B/b, one micro-batch per rank): JCT still falls at the last count, so the wall is the batch's, not the network's</source>
            <translation>. Die Batch-Grenze beendet die Kurve dort (dp = B/b, ein Micro-Batch pro Rank): die JCT fällt bei der letzten Anzahl noch, also ist die Wall die des Batches, nicht die des Netzes</translation>
        </message>
        <message>
            <source>scaling efficiency stays at or above %1 up to %2 GPUs (%3 there, against %4 GPUs)</source>
            <translation>die Skalierungseffizienz bleibt bis %2 GPUs bei oder über %1 (%3 dort, gegenüber %4 GPUs)</translation>
        </message>
        <message>
            <source>; interleaving (at least pp micro-batches per rank, dp %1) ends the curve before it falls below %2</source>
            <translation>; das Interleaving (mindestens pp Micro-Batches pro Rank, dp %1) beendet die Kurve, bevor sie unter %2 fällt</translation>
        </message>
        <message>
            <source>; the batch limit (dp = B/b = %1) ends the curve before it falls below %2</source>
            <translation>; die Batch-Grenze (dp = B/b = %1) beendet die Kurve, bevor sie unter %2 fällt</translation>
        </message>
        <message>
            <source>; %1 GPUs give %2</source>
            <translation>; %1 GPUs ergeben %2</translation>
        </message>
        <message>
            <source>a %1 stall on this cluster costs %2</source>
            <translation>ein Stillstand von %1 auf diesem Cluster kostet %2</translation>
        </message>
        <message>
            <source>a %1 slowdown for %2 costs %3</source>
            <translation>eine Verlangsamung um %1 für %2 kostet %3</translation>
        </message>
        <message>
            <source>%1 a second, %2 an idle minute</source>
            <translation>%1 pro Sekunde, %2 pro Leerlaufminute</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1: %2; %3</translation>
        </message>
        <message>
            <source>days</source>
            <translation>Tage</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>Tokens/s</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU-h</translation>
        </message>
        <message>
            <source>count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>step p50 %1 · p99 %2</source>
            <translation>p50 %1 · p99 %2</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N), on the mean step of %1. Over steps the step takes %2 at the median and %3 at the 99th percentile: the slowest of N ranks' jitter, microbursts, retransmission timeouts and PFC pauses vary from step to step. The job's time and cost are priced on the mean.</source>
            <translation>Trainings-Tokens pro Sekunde und GPU: B·s / (Schrittzeit × N), beim mittleren Schritt von %1. Über die Schritte dauert ein Schritt im Median %2 und im 99. Perzentil %3: der Jitter des langsamsten von N Ranks, Microbursts, Retransmission-Timeouts und PFC-Pausen schwanken von Schritt zu Schritt. Zeit und Kosten des Jobs beruhen auf dem Mittel.</translation>
        </message>
        <message>
            <source>The sum of the step's parts (MODEL.md section 7): the mean over steps, on which the job is priced.</source>
            <translation>Die Summe der Teile des Schritts (MODEL.md Abschnitt 7): das Mittel über die Schritte, auf dem der Job bepreist wird.</translation>
        </message>
        <message>
            <source>Step time, median</source>
            <translation>Schrittzeit, Median</translation>
        </message>
        <message>
            <source>Step p50</source>
            <translation>Schritt p50</translation>
        </message>
        <message>
            <source>The median step over steps: fixed part + compute·max(slow, cv·X), X the slowest of N normal ranks, + Poisson counts of microbursts, timeouts and PFC pauses.</source>
            <translation>Der Median-Schritt über die Schritte: fester Teil + Rechnen·max(langsam, cv·X), X der langsamste von N normalverteilten Ranks, + Poisson-Anzahlen von Microbursts, Timeouts und PFC-Pausen.</translation>
        </message>
        <message>
            <source>Step time, 99th percentile</source>
            <translation>Schrittzeit, 99. Perzentil</translation>
        </message>
        <message>
            <source>Step p99</source>
            <translation>Schritt p99</translation>
        </message>
        <message>
            <source>One step in a hundred takes longer: the same distribution as the median, at 0.99.</source>
            <translation>Einer von hundert Schritten dauert länger: dieselbe Verteilung wie der Median, bei 0.99.</translation>
        </message>
        <message>
            <source> What ends the scaling: %1.</source>
            <translation> Was die Skalierung beendet: %1.</translation>
        </message>
        <message>
            <source>checkpoints and failures</source>
            <translation>Checkpoints und Ausfälle</translation>
        </message>
        <message>
            <source>%1 from %2 to %3</source>
            <translation>%1 von %2 auf %3</translation>
        </message>
        <message>
            <source>from %1 to %2 GPUs, the share of the job time that grows most: %3</source>
            <translation>von %1 auf %2 GPUs wächst dieser Anteil an der Jobdauer am stärksten: %3</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>NICs</source>
            <translation>NICs</translation>
        </message>
        <message>
            <source>switches</source>
            <translation>Switches</translation>
        </message>
        <message>
            <source>optics</source>
            <translation>Optiken</translation>
        </message>
        <message>
            <source>hosts</source>
            <translation>Hosts</translation>
        </message>
        <message>
            <source>software</source>
            <translation>Software</translation>
        </message>
        <message>
            <source>drain</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>provisioning</source>
            <translation>Bereitstellung</translation>
        </message>
        <message>
            <source>checkpoint download</source>
            <translation>Checkpoint-Download</translation>
        </message>
        <message>
            <source>communicator re-initialisation</source>
            <translation>Neuinitialisierung der Kommunikatoren</translation>
        </message>
        <message>
            <source>rollback past a corrupt checkpoint</source>
            <translation>Zurückrollen hinter einen beschädigten Checkpoint</translation>
        </message>
        <message>
            <source>; the optimizer step holds %1 once activations are freed (with an fp32 gradient copy of %2)</source>
            <translation>; der Optimiererschritt hält %1, sobald die Aktivierungen freigegeben sind (mit einer fp32-Kopie der Gradienten von %2)</translation>
        </message>
        <message>
            <source>Model FLOPs per second / (N × dense 16-bit peak), in FP8 and FP4 plans too, as torchtitan counts (there it can pass 100 %). Model FLOPs = 3 × forward × B·s, without recomputation; HFU with it is %1.</source>
            <translation>Modell-FLOPs pro Sekunde / (N × dichte 16-Bit-Spitze), auch in FP8- und FP4-Plänen, wie torchtitan zählt (dort kann sie 100 % übersteigen). Modell-FLOPs = 3 × Forward × B·s, ohne Neuberechnung; die HFU mit ihr beträgt %1.</translation>
        </message>
        <message>
            <source>Model FLOPs utilization: model FLOPs per second / (N × dense 16-bit peak).</source>
            <translation>Model FLOPs Utilization: Modell-FLOPs pro Sekunde / (N × dichte 16-Bit-Spitze).</translation>
        </message>
        <message>
            <source>Hardware FLOPs utilization: hardware FLOPs (with recomputation) per second / (N × dense 16-bit peak).</source>
            <translation>Hardware FLOPs Utilization: Hardware-FLOPs (mit Neuberechnung) pro Sekunde / (N × dichte 16-Bit-Spitze).</translation>
        </message>
        <message>
            <source>of BF16 peak · %1 TFLOP/s per GPU</source>
            <translation>der BF16-Spitze · %1 TFLOP/s pro GPU</translation>
        </message>
        <message>
            <source>knee (≥ %1): %2 GPUs</source>
            <translation>Knie (≥ %1): %2 GPUs</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch (%1) stays fixed, over every data-parallel size that divides B/b.</source>
            <translation>Die GPU-Anzahl mit der kürzesten vorhergesagten Jobdauer, wenn der globale Batch (%1) fest bleibt, über jede datenparallele Größe, die B/b teilt.</translation>
        </message>
    </context>
    <context>
        <name>MainMenus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Reset to the default plan</source>
            <translation>Auf den Standard&amp;plan zurücksetzen</translation>
        </message>
        <message>
            <source>Reset to the default plan</source>
            <translation>Auf den Standardplan zurücksetzen</translation>
        </message>
        <message>
            <source>GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>GPT-3 175B auf 1,024 H100 mit NDR 400 InfiniBand</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>B&amp;eispiele</translation>
        </message>
        <message>
            <source>Cannot open example</source>
            <translation>Beispiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>&amp;Import nccl-tests log…</source>
            <translation>nccl-tests-Log &amp;importieren…</translation>
        </message>
        <message>
            <source>Import nccl-tests log</source>
            <translation>nccl-tests-Log importieren</translation>
        </message>
        <message>
            <source>nccl-tests logs (*.txt *.log *.out);;All files (*)</source>
            <translation>nccl-tests-Logs (*.txt *.log *.out);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Fit α and bandwidth to an nccl-tests log and apply them to the plan</source>
            <translation>α und Bandbreite an ein nccl-tests-Log anpassen und auf den Plan anwenden</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>Close the window (asks to save unsaved changes)</source>
            <translation>Das Fenster schließen (fragt nach dem Speichern ungesicherter Änderungen)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Compare interconnects on the sync-wall chart</source>
            <translation>Interconnects im Sync-Wall-Diagramm &amp;vergleichen</translation>
        </message>
        <message>
            <source>&amp;Numbers in the system's format (%1)</source>
            <translation>&amp;Zahlen im Format des Systems (%1)</translation>
        </message>
        <message>
            <source>Show and read numbers as the system's locale writes them; off, every number reads 1,234.5 (a typed "," is still a decimal mark where it cannot group digits)</source>
            <translation>Zahlen so anzeigen und lesen, wie das Gebietsschema des Systems sie schreibt; aus: jede Zahl lautet 1,234.5 (ein getipptes „,“ ist weiterhin ein Dezimalzeichen, wo es keine Ziffern gruppieren kann)</translation>
        </message>
        <message>
            <source>Sync-wall &amp;knee threshold…</source>
            <translation>Sync-Wall-&amp;Knie-Schwelle…</translation>
        </message>
        <message>
            <source>The scaling efficiency the knee keeps: the largest GPU count up to which every valid count stays at or above it (70 % by default)</source>
            <translation>Die Skalierungseffizienz, die das Knie hält: die größte GPU-Anzahl, bis zu der jede gültige Anzahl bei oder über ihr bleibt (standardmäßig 70 %)</translation>
        </message>
        <message>
            <source>&amp;High-contrast colours</source>
            <translation>&amp;Hoher Kontrast</translation>
        </message>
        <message>
            <source>Black text and lines on white in the whole window, the tiles, the banners and the charts; thicker chart lines (kept between runs)</source>
            <translation>Schwarze Schrift und Linien auf Weiß im ganzen Fenster, in den Kacheln, Bannern und Diagrammen; dickere Diagrammlinien (bleibt zwischen Sitzungen erhalten)</translation>
        </message>
        <message>
            <source>&amp;Presentation mode</source>
            <translation>&amp;Präsentationsmodus</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>Präsentationsmodus verlassen</translation>
        </message>
        <message>
            <source>Capacity &amp;questions…</source>
            <translation>Kapazitäts&amp;fragen…</translation>
        </message>
        <message>
            <source>Fewest GPUs for a deadline, least cost per token, deadline check</source>
            <translation>Wenigste GPUs für eine Frist, geringste Kosten pro Token, Fristprüfung</translation>
        </message>
        <message>
            <source>&amp;Pin current plan as A</source>
            <translation>Aktuellen Plan als A fes&amp;thalten</translation>
        </message>
        <message>
            <source>Freeze this plan as A and keep editing B; every chart overlays A</source>
            <translation>Diesen Plan als A einfrieren und B weiter bearbeiten; jedes Diagramm überlagert A</translation>
        </message>
        <message>
            <source>Open plan as &amp;A…</source>
            <translation>Plan als &amp;A öffnen…</translation>
        </message>
        <message>
            <source>Open plan as A</source>
            <translation>Plan als A öffnen</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>JCT-Pläne (*.jctplan *.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Cannot open plan as A</source>
            <translation>Plan kann nicht als A geöffnet werden</translation>
        </message>
        <message>
            <source>C&amp;lear A</source>
            <translation>A &amp;leeren</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>E&amp;xtras</translation>
        </message>
        <message>
            <source>&amp;Find best layout…</source>
            <translation>Bestes Layout &amp;finden…</translation>
        </message>
        <message>
            <source>Search every parallel layout for the fastest or cheapest plan</source>
            <translation>Jedes parallele Layout nach dem schnellsten oder günstigsten Plan durchsuchen</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;About JCT Planner</source>
            <translation>&amp;Über JCT Planner</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>The language of the window, the report and its charts; numbers keep their format</source>
            <translation>Die Sprache des Fensters, des Berichts und seiner Diagramme; Zahlen behalten ihr Format</translation>
        </message>
        <message>
            <source>&amp;System (%1)</source>
            <translation>&amp;System (%1)</translation>
        </message>
        <message>
            <source>Copy &amp;summary</source>
            <translation>&amp;Zusammenfassung kopieren</translation>
        </message>
        <message>
            <source>The plan's name, job time, cost, step time and its parts, memory and sync wall, as plain text and Markdown</source>
            <translation>Name, Jobdauer, Kosten, Schrittzeit und ihre Teile, Speicher und Sync Wall des Plans, als Text und Markdown</translation>
        </message>
        <message>
            <source>Full screen with only the summary and one chart at a time, in large high-contrast text (← / → move between the charts; F5 or Esc to leave)</source>
            <translation>Vollbild nur mit der Übersicht und jeweils einem Diagramm, in großer kontrastreicher Schrift (← / → wechseln das Diagramm; F5 oder Esc zum Verlassen)</translation>
        </message>
        <message>
            <source>Next chart</source>
            <translation>Nächstes Diagramm</translation>
        </message>
        <message>
            <source>Previous chart</source>
            <translation>Vorheriges Diagramm</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Handbuch</translation>
        </message>
        <message>
            <source>What each tile and chart means, the glossary and the model's formulas with sources</source>
            <translation>Was jede Kachel und jedes Diagramm bedeutet, das Glossar und die Formeln des Modells mit Quellen</translation>
        </message>
    </context>
    <context>
        <name>NcclFit</name>
        <message>
            <source>%1, %2: measured against the fit</source>
            <translation>%1, %2: Messung gegen die Anpassung</translation>
        </message>
        <message>
            <source>α not determined</source>
            <translation>α nicht bestimmt</translation>
        </message>
        <message>
            <source>bandwidth not determined</source>
            <translation>Bandbreite nicht bestimmt</translation>
        </message>
        <message>
            <source>fit: %1</source>
            <translation>Anpassung: %1</translation>
        </message>
        <message>
            <source>latency</source>
            <translation>Latenz</translation>
        </message>
        <message>
            <source>transition</source>
            <translation>Übergang</translation>
        </message>
        <message>
            <source>plateau</source>
            <translation>Plateau</translation>
        </message>
        <message>
            <source>left out</source>
            <translation>ausgelassen</translation>
        </message>
        <message>
            <source>a call of 0 bytes returns before any communication</source>
            <translation>ein Aufruf mit 0 Bytes kehrt vor jeder Kommunikation zurück</translation>
        </message>
        <message>
            <source>%1 is %2 off the median of its size's measurements (%3)</source>
            <translation>%1 weicht um %2 vom Median der Messungen dieser Größe ab (%3)</translation>
        </message>
        <message>
            <source>%1 among the small messages is %2× their floor of %3</source>
            <translation>%1 unter den kleinen Nachrichten ist das %2-Fache ihres Minimums von %3</translation>
        </message>
        <message>
            <source>busbw %1 is above the plateau's %2</source>
            <translation>busbw %1 liegt über den %2 des Plateaus</translation>
        </message>
        <message>
            <source>busbw %1 dips %2 below the plateau's %3 at a size past where it starts</source>
            <translation>busbw %1 fällt %2 unter die %3 des Plateaus, bei einer Größe nach dessen Beginn</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>%1 je Aufruf</translation>
        </message>
        <message>
            <source>not determined by this log (the plateau's line passes below zero at the small messages)</source>
            <translation>durch dieses Log nicht bestimmt (die Gerade des Plateaus verläuft bei den kleinen Nachrichten unter null)</translation>
        </message>
        <message>
            <source>not determined by this log (its largest message, %1, takes %2: still latency-bound, no bandwidth plateau)</source>
            <translation>durch dieses Log nicht bestimmt (die größte Nachricht, %1, braucht %2: noch latenzgebunden, kein Bandbreiten-Plateau)</translation>
        </message>
        <message>
            <source>busbw %1 (algbw %2) on the plateau%3</source>
            <translation>busbw %1 (algbw %2) auf dem Plateau%3</translation>
        </message>
        <message>
            <source>, assuming α ≪ the one size's time</source>
            <translation>, unter der Annahme α ≪ Zeit der einen Größe</translation>
        </message>
        <message>
            <source>every row has the same message size, so α cannot be separated from the bandwidth: the bandwidth is size / time, α is not determined</source>
            <translation>jede Zeile hat dieselbe Nachrichtengröße, daher lässt sich α nicht von der Bandbreite trennen: die Bandbreite ist Größe / Zeit, α ist nicht bestimmt</translation>
        </message>
        <message>
            <source>%1 row(s) report wrong results (#wrong / error not 0); their timings are used but the run may be broken</source>
            <translation>%1 Zeile(n) melden falsche Ergebnisse (#wrong / error nicht 0); ihre Zeiten werden verwendet, aber der Lauf ist womöglich fehlerhaft</translation>
        </message>
        <message>
            <source>the log's algbw is %1 × size/time (an older nccl-tests convention); the fitted bandwidths follow the log's convention</source>
            <translation>die algbw des Logs ist %1 × Größe/Zeit (eine ältere nccl-tests-Konvention); die angepassten Bandbreiten folgen der Konvention des Logs</translation>
        </message>
        <message>
            <source>the log does not name its test; "%1" was inferred from its columns</source>
            <translation>das Log nennt seinen Test nicht; "%1" wurde aus seinen Spalten erschlossen</translation>
        </message>
        <message>
            <source>%1 point(s) between the small messages and the plateau (protocol transitions) are shown against the fit but do not pull it</source>
            <translation>%1 Punkt(e) zwischen den kleinen Nachrichten und dem Plateau (Protokollübergänge) werden gegen die Anpassung gezeigt, beeinflussen sie aber nicht</translation>
        </message>
        <message>
            <source>line %1 (%2, %3) left out: %4</source>
            <translation>Zeile %1 (%2, %3) ausgelassen: %4</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>in-place</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>out-of-place</translation>
        </message>
        <message>
            <source>the log does not say how many ranks ran; α is taken as the latency of one step</source>
            <translation>das Log sagt nicht, wie viele Ranks liefen; α gilt als Latenz eines Schritts</translation>
        </message>
        <message>
            <source>fabric</source>
            <translation>Fabric</translation>
        </message>
        <message>
            <source>the logs do not determine a bandwidth: the plan's %1 efficiency is kept</source>
            <translation>die Logs bestimmen keine Bandbreite: die %1-Effizienz des Plans bleibt</translation>
        </message>
        <message>
            <source>protocol</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <source>the logs do not determine α: the plan's %1 latency is kept</source>
            <translation>die Logs bestimmen α nicht: die %1-Latenz des Plans bleibt</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds the GPU's NVLink bandwidth; efficiency capped at 1</source>
            <translation>die angepasste busbw übersteigt die NVLink-Bandbreite der GPU; Effizienz auf 1 begrenzt</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds what the plan's NICs give at line rate for these ranks and hosts; protocol efficiency capped at 1</source>
            <translation>die angepasste busbw übersteigt, was die NICs des Plans bei Leitungsrate für diese Ranks und Hosts liefern; Protokolleffizienz auf 1 begrenzt</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1: %2 → %3</translation>
        </message>
        <message>
            <source>NVLink efficiency</source>
            <translation>NVLink-Effizienz</translation>
        </message>
        <message>
            <source>NVLink latency per step</source>
            <translation>NVLink-Latenz je Schritt</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>inline, NVLink fitted</source>
            <translation>inline, NVLink angepasst</translation>
        </message>
        <message>
            <source>protocol efficiency</source>
            <translation>Protokolleffizienz</translation>
        </message>
        <message>
            <source>fabric latency</source>
            <translation>Fabric-Latenz</translation>
        </message>
        <message>
            <source>network</source>
            <translation>Netz</translation>
        </message>
        <message>
            <source>inline, fitted</source>
            <translation>inline, angepasst</translation>
        </message>
        <message>
            <source>calibrated from: %1%2</source>
            <translation>kalibriert aus: %1%2</translation>
        </message>
        <message>
            <source>ranks unknown</source>
            <translation>Ranks unbekannt</translation>
        </message>
        <message>
            <source>%1 ranks</source>
            <translation>%1 Ranks</translation>
        </message>
        <message>
            <source> on %1 node</source>
            <translation> auf %1 Knoten</translation>
        </message>
        <message>
            <source> on %1 nodes</source>
            <translation> auf %1 Knoten</translation>
        </message>
        <message>
            <source>not determined by this log (one rank: its busbw is 0, nothing crosses a link)</source>
            <translation>durch dieses Log nicht bestimmt (ein Rank: seine busbw ist 0, nichts läuft über einen Link)</translation>
        </message>
        <message>
            <source>the log ran on %1 but the plan's GPU is %2: the fitted figures describe the log's cluster</source>
            <translation>das Log lief auf %1, die GPU des Plans ist aber %2: die angepassten Werte beschreiben den Cluster des Logs</translation>
        </message>
        <message>
            <source>not determined by this log (no small messages flat in time over a %1× range of sizes: from its smallest, %2 in %3, the time grows with the size)</source>
            <translation>durch dieses Log nicht bestimmt (keine kleinen Nachrichten mit gleicher Zeit über einen %1-fachen Größenbereich: ab der kleinsten, %2 in %3, wächst die Zeit mit der Größe)</translation>
        </message>
    </context>
    <context>
        <name>NcclLog</name>
        <message>
            <source>line %1: %2</source>
            <translation>Zeile %1: %2</translation>
        </message>
        <message>
            <source>line %1: skipped, %2</source>
            <translation>Zeile %1: übersprungen, %2</translation>
        </message>
        <message>
            <source>line %1: rank %2 is out of range (0 to %3); the device line is ignored</source>
            <translation>Zeile %1: Rank %2 liegt außerhalb des Bereichs (0 bis %3); die Gerätezeile wird ignoriert</translation>
        </message>
        <message>
            <source>line %1: nThread × nGpus = %2 is out of range (1 to %3); ignored</source>
            <translation>Zeile %1: nThread × nGpus = %2 liegt außerhalb des Bereichs (1 bis %3); ignoriert</translation>
        </message>
        <message>
            <source>line %1: nranks %2 is out of range (1 to %3); ignored</source>
            <translation>Zeile %1: nranks %2 liegt außerhalb des Bereichs (1 bis %3); ignoriert</translation>
        </message>
        <message>
            <source>not a measurement row: "%1"</source>
            <translation>keine Messzeile: "%1"</translation>
        </message>
        <message>
            <source>more than %1 measurement rows (the cap on rows); split the log or keep the sizes you need</source>
            <translation>mehr als %1 Messzeilen (die Obergrenze für Zeilen); das Log aufteilen oder nur die benötigten Größen behalten</translation>
        </message>
        <message>
            <source>truncated measurement row: a row needs size, count, type and %1 result fields (time, algbw, busbw, #wrong%2); found %3 fields in all</source>
            <translation>abgeschnittene Messzeile: eine Zeile braucht size, count, type und %1 Ergebnisfelder (time, algbw, busbw, #wrong%2); insgesamt %3 Felder gefunden</translation>
        </message>
        <message>
            <source>the size %1 B is out of range (0 to %2 B, 1 PiB)</source>
            <translation>die Größe %1 B liegt außerhalb des Bereichs (0 bis %2 B, 1 PiB)</translation>
        </message>
        <message>
            <source>the element count %1 is out of range (0 to %2)</source>
            <translation>die Elementanzahl %1 liegt außerhalb des Bereichs (0 bis %2)</translation>
        </message>
        <message>
            <source>field 3 should name the data type (float, half, int8, …), got "%1"</source>
            <translation>Feld 3 sollte den Datentyp nennen (float, half, int8, …), erhalten "%1"</translation>
        </message>
        <message>
            <source>expected %1 or %2 result fields after the type (with redop and root, either or neither), found %3: a truncated or damaged row</source>
            <translation>nach dem Typ werden %1 oder %2 Ergebnisfelder erwartet (mit redop und root, einem davon oder keinem), gefunden %3: eine abgeschnittene oder beschädigte Zeile</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation (sum, prod, …), got "%2"</source>
            <translation>Feld %1 sollte die Reduktionsoperation sein (sum, prod, …), erhalten "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the root rank (a whole number), got "%2"</source>
            <translation>Feld %1 sollte der Root-Rank sein (eine ganze Zahl), erhalten "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation or the root rank, got "%2"</source>
            <translation>Feld %1 sollte die Reduktionsoperation oder der Root-Rank sein, erhalten "%2"</translation>
        </message>
        <message>
            <source>truncated measurement row: %1 fields where the header at line %2 has %3 result groups of %4 fields (field %5, "%6", is not the %7)</source>
            <translation>abgeschnittene Messzeile: %1 Felder, wo der Kopf in Zeile %2 %3 Ergebnisgruppen zu je %4 Feldern hat (Feld %5, "%6", ist nicht %7)</translation>
        </message>
        <message>
            <source>field %1 should be the %2 in %3, a number, got "%4"</source>
            <translation>Feld %1 sollte %2 in %3 sein, eine Zahl, erhalten "%4"</translation>
        </message>
        <message>
            <source>the %1 in field %2, %3 %4, is out of range (0 to %5 %4)</source>
            <translation>%1 in Feld %2, %3 %4, liegt außerhalb des Bereichs (0 bis %5 %4)</translation>
        </message>
        <message>
            <source>the time in field %1 is zero: a measured call cannot take no time</source>
            <translation>die Zeit in Feld %1 ist null: ein gemessener Aufruf braucht Zeit</translation>
        </message>
        <message>
            <source>field %1 should be the #wrong count or error (a number or N/A), got "%2"</source>
            <translation>Feld %1 sollte die #wrong-Anzahl oder der Fehlerwert sein (eine Zahl oder N/A), erhalten "%2"</translation>
        </message>
        <message>
            <source>field %1 should be a per-iteration figure (a number), got "%2"</source>
            <translation>Feld %1 sollte ein Wert je Iteration sein (eine Zahl), erhalten "%2"</translation>
        </message>
        <message>
            <source>no measurement rows found: expected lines like "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ..." as nccl-tests prints them</source>
            <translation>keine Messzeilen gefunden: erwartet werden Zeilen wie "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ...", wie nccl-tests sie ausgibt</translation>
        </message>
        <message>
            <source>; %1 line(s) skipped, the first: %2</source>
            <translation>; %1 Zeile(n) übersprungen, die erste: %2</translation>
        </message>
        <message>
            <source>device lines</source>
            <translation>Gerätezeilen</translation>
        </message>
        <message>
            <source>the header has device lines for %1 of ranks 0 to %2 (cut from the paste, or truncated by nccl-tests): %3 ranks, nodes unknown</source>
            <translation>der Kopf hat Gerätezeilen für %1 der Ranks 0 bis %2 (beim Einfügen abgeschnitten oder von nccl-tests gekürzt): %3 Ranks, Knoten unbekannt</translation>
        </message>
        <message>
            <source>nThread × nGpus (one process assumed)</source>
            <translation>nThread × nGpus (ein Prozess angenommen)</translation>
        </message>
        <message>
            <source>the line is longer than %1 bytes (the cap on one line); an nccl-tests log has no such line</source>
            <translation>die Zeile ist länger als %1 Bytes (die Obergrenze für eine Zeile); ein nccl-tests-Log hat keine solche Zeile</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>kann nicht geöffnet werden: %1</translation>
        </message>
        <message>
            <source>cannot read: %1</source>
            <translation>kann nicht gelesen werden: %1</translation>
        </message>
    </context>
    <context>
        <name>PlanAnalysis</name>
        <message>
            <source>wall: %1 GPUs</source>
            <translation>Wall: %1 GPUs</translation>
        </message>
        <message>
            <source>interleaving limit: dp = %1 (≥ pp micro-batches)</source>
            <translation>Interleaving-Grenze: dp = %1 (≥ pp Micro-Batches)</translation>
        </message>
        <message>
            <source>batch limit: dp = B/b = %1</source>
            <translation>Batch-Grenze: dp = B/b = %1</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>Rechnen</translation>
        </message>
        <message>
            <source>recompute</source>
            <translation>Neuberechnung</translation>
        </message>
        <message>
            <source>pipeline bubble</source>
            <translation>Pipeline-Bubble</translation>
        </message>
        <message>
            <source>bubble</source>
            <translation>Bubble</translation>
        </message>
        <message>
            <source>TP communication</source>
            <translation>TP-Kommunikation</translation>
        </message>
        <message>
            <source>TP comm</source>
            <translation>TP-Komm.</translation>
        </message>
        <message>
            <source>PP communication</source>
            <translation>PP-Kommunikation</translation>
        </message>
        <message>
            <source>PP comm</source>
            <translation>PP-Komm.</translation>
        </message>
        <message>
            <source>DP communication</source>
            <translation>DP-Kommunikation</translation>
        </message>
        <message>
            <source>DP comm</source>
            <translation>DP-Komm.</translation>
        </message>
        <message>
            <source>EP communication</source>
            <translation>EP-Kommunikation</translation>
        </message>
        <message>
            <source>EP comm</source>
            <translation>EP-Komm.</translation>
        </message>
        <message>
            <source>CP communication</source>
            <translation>CP-Kommunikation</translation>
        </message>
        <message>
            <source>CP comm</source>
            <translation>CP-Komm.</translation>
        </message>
        <message>
            <source>optimizer</source>
            <translation>Optimierer</translation>
        </message>
        <message>
            <source>stragglers</source>
            <translation>Nachzügler</translation>
        </message>
        <message>
            <source>data stall</source>
            <translation>Datenstau</translation>
        </message>
        <message>
            <source>fixed step overhead</source>
            <translation>fester Schritt-Overhead</translation>
        </message>
        <message>
            <source>overhead</source>
            <translation>Overhead</translation>
        </message>
        <message>
            <source>activation offload</source>
            <translation>Aktivierungs-Offload</translation>
        </message>
        <message>
            <source>offload</source>
            <translation>Offload</translation>
        </message>
        <message>
            <source>communication</source>
            <translation>Kommunikation</translation>
        </message>
        <message>
            <source>checkpoints</source>
            <translation>Checkpoints</translation>
        </message>
        <message>
            <source>failures</source>
            <translation>Ausfälle</translation>
        </message>
        <message>
            <source>step overhead and offload</source>
            <translation>Schritt-Overhead und Offload</translation>
        </message>
        <message>
            <source>validation</source>
            <translation>Validierung</translation>
        </message>
        <message>
            <source>startup and staging</source>
            <translation>Start und Staging</translation>
        </message>
        <message>
            <source>startup</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>knee (scaling ≥ %1): %2 GPUs</source>
            <translation>Knie (Skalierung ≥ %1): %2 GPUs</translation>
        </message>
        <message>
            <source>wall and knee (scaling ≥ %1): %2 GPUs</source>
            <translation>Wall und Knie (Skalierung ≥ %1): %2 GPUs</translation>
        </message>
    </context>
    <context>
        <name>PlanCaption</name>
        <message>
            <source>custom GPU</source>
            <translation>eigene GPU</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>eigenes Netz</translation>
        </message>
        <message>
            <source>custom model</source>
            <translation>eigenes Modell</translation>
        </message>
        <message>
            <source>first %1</source>
            <translation>erste %1</translation>
        </message>
        <message>
            <source>last %1</source>
            <translation>letzte %1</translation>
        </message>
        <message>
            <source>%1 layers</source>
            <translation>%1 Schichten</translation>
        </message>
        <message>
            <source>%1 B tokens</source>
            <translation>%1 Mrd. Tokens</translation>
        </message>
        <message>
            <source>%1 layers, near-even split</source>
            <translation>%1 Schichten, nahezu gleichmäßig aufgeteilt</translation>
        </message>
    </context>
    <context>
        <name>PlanFix</name>
        <message>
            <source>full recompute</source>
            <translation>volle Neuberechnung</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>selektive Neuberechnung</translation>
        </message>
        <message>
            <source>flash attention on</source>
            <translation>Flash Attention an</translation>
        </message>
        <message>
            <source>sequence parallelism on</source>
            <translation>Sequenzparallelität an</translation>
        </message>
        <message>
            <source>ZeRO stage %1</source>
            <translation>ZeRO-Stufe %1</translation>
        </message>
        <message>
            <source>micro-batch %1</source>
            <translation>Micro-Batch %1</translation>
        </message>
        <message>
            <source>tp %1</source>
            <translation>tp %1</translation>
        </message>
        <message>
            <source>pp %1</source>
            <translation>pp %1</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPUs</translation>
        </message>
    </context>
    <context>
        <name>ProblemText</name>
        <message>
            <source>the expected job time, %1 days, is past the %2 days the planner reports</source>
            <translation>die erwartete Jobdauer, %1 Tage, liegt jenseits der %2 Tage, die der Planer angibt</translation>
        </message>
        <message>
            <source>the expected job time is not finite</source>
            <translation>die erwartete Jobdauer ist nicht endlich</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint write %2 (%3 at %4 GB/s), so the job seldom gets past a checkpoint; %5</source>
            <translation>erwartete Ausfälle überholen die Checkpoints: Job-MTBF %1 &lt; Checkpoint-Schreiben %2 (%3 bei %4 GB/s), daher kommt der Job selten über einen Checkpoint hinaus; %5</translation>
        </message>
        <message>
            <source>expected failures outpace restarts: job MTBF %1 &lt; recovery (drain, provisioning, checkpoint download, re-initialisation) %2, so the job seldom runs between failures; %3</source>
            <translation>erwartete Ausfälle überholen die Neustarts: Job-MTBF %1 &lt; Wiederherstellung (Anhalten, Bereitstellung, Checkpoint-Download, Neuinitialisierung) %2, daher läuft der Job zwischen Ausfällen selten; %3</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint interval %2, so most intervals end in a failure and are lost; %3</source>
            <translation>erwartete Ausfälle überholen die Checkpoints: Job-MTBF %1 &lt; Checkpoint-Intervall %2, daher enden die meisten Intervalle mit einem Ausfall und gehen verloren; %3</translation>
        </message>
        <message>
            <source>checkpoints outpace training: one every %1 blocks for %2; %3</source>
            <translation>Checkpoints überholen das Training: einer alle %1 blockiert %2; %3</translation>
        </message>
        <message>
            <source>expected failures outpace progress: job MTBF %1 against a checkpoint every %2 blocking %3 and a restart of %4; %5</source>
            <translation>erwartete Ausfälle überholen den Fortschritt: Job-MTBF %1 gegen einen Checkpoint alle %2, der %3 blockiert, und einen Neustart von %4; %5</translation>
        </message>
        <message>
            <source>%1 (training alone %2 steps of %3)</source>
            <translation>%1 (allein das Training: %2 Schritte zu %3)</translation>
        </message>
        <message>
            <source>cluster.gpus = %1 is not a multiple of tp·pp·cp = %2·%3·%4 = %5, so the data-parallel degree would not be whole</source>
            <translation>cluster.gpus = %1 ist kein Vielfaches von tp·pp·cp = %2·%3·%4 = %5, der datenparallele Grad wäre also nicht ganzzahlig</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.heads = %2</source>
            <translation>parallelism.tp = %1 teilt model.heads = %2 nicht</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.kv_heads = %2</source>
            <translation>parallelism.tp = %1 teilt model.kv_heads = %2 nicht</translation>
        </message>
        <message>
            <source>model.layers = %1 less parallelism.first_stage_layers = %2 and last_stage_layers = %3 must split evenly over the other stages and their virtual stages (pp = %4, vpp = %5)</source>
            <translation>model.layers = %1 abzüglich parallelism.first_stage_layers = %2 und last_stage_layers = %3 muss sich gleichmäßig auf die übrigen Stufen und ihre virtuellen Stufen verteilen (pp = %4, vpp = %5)</translation>
        </message>
        <message>
            <source>model.layers = %1 is not a multiple of pp·vpp = %2: give parallelism.first_stage_layers and last_stage_layers for an uneven split</source>
            <translation>model.layers = %1 ist kein Vielfaches von pp·vpp = %2: für eine ungleiche Aufteilung parallelism.first_stage_layers und last_stage_layers angeben</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 needs pipeline parallelism (pp &gt; 1)</source>
            <translation>parallelism.vpp = %1 braucht Pipeline-Parallelität (pp &gt; 1)</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 interleaves the pipeline, which needs at least pp = %2 micro-batches per step; global_batch / (micro_batch·dp) gives %3: lower training.micro_batch or the GPU count, or set vpp = 1</source>
            <translation>parallelism.vpp = %1 verschränkt die Pipeline, was mindestens pp = %2 Micro-Batches je Schritt braucht; global_batch / (micro_batch·dp) ergibt %3: training.micro_batch oder die GPU-Anzahl senken oder vpp = 1 setzen</translation>
        </message>
        <message>
            <source>training.global_batch = %1 is not a multiple of micro_batch·dp = %2·%3 = %4</source>
            <translation>training.global_batch = %1 ist kein Vielfaches von micro_batch·dp = %2·%3 = %4</translation>
        </message>
        <message>
            <source>model.seq_len = %1 is not a multiple of 2·cp = %2 (context parallelism splits each sequence into 2·cp chunks)</source>
            <translation>model.seq_len = %1 ist kein Vielfaches von 2·cp = %2 (Kontext-Parallelität teilt jede Sequenz in 2·cp Stücke)</translation>
        </message>
        <message>
            <source>activations</source>
            <translation>Aktivierungen</translation>
        </message>
        <message>
            <source>optimizer state</source>
            <translation>Optimiererzustand</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>Gewichte</translation>
        </message>
        <message>
            <source>gradients</source>
            <translation>Gradienten</translation>
        </message>
        <message>
            <source>buffers</source>
            <translation>Puffer</translation>
        </message>
        <message>
            <source>allocator fragmentation</source>
            <translation>Allokator-Fragmentierung</translation>
        </message>
        <message>
            <source>more recomputation, sequence parallelism, more pipeline stages or a smaller micro-batch reduce it</source>
            <translation>mehr Neuberechnung, Sequenz-Parallelität, mehr Pipeline-Stufen oder ein kleinerer Micro-Batch verringern ihn</translation>
        </message>
        <message>
            <source>a higher ZeRO stage or more tensor/pipeline parallelism reduce it</source>
            <translation>eine höhere ZeRO-Stufe oder mehr Tensor-/Pipeline-Parallelität verringern ihn</translation>
        </message>
        <message>
            <source>does not fit in memory: needs %1 GiB per GPU, %2 GiB usable (%3 GiB less %4 GiB for the CUDA context, NCCL and workspaces), even with activations offloaded to host memory; over by %5 GiB. The largest part is %6 (%7 GiB): %8</source>
            <translation>passt nicht in den Speicher: braucht %1 GiB je GPU, %2 GiB nutzbar (%3 GiB abzüglich %4 GiB für CUDA-Kontext, NCCL und Arbeitsbereiche), selbst mit in den Host-Speicher ausgelagerten Aktivierungen; %5 GiB zu viel. Der größte Posten: %6 (%7 GiB) – %8</translation>
        </message>
        <message>
            <source>the expected job time, %1, is %2× the training alone (%3)</source>
            <translation>die erwartete Jobdauer, %1, ist das %2-Fache des Trainings allein (%3)</translation>
        </message>
        <message>
            <source>expert parallelism (parallelism.ep = %1, etp = %2) needs an MoE model, and this model has no experts (model.moe.experts = 0)</source>
            <translation>Expertenparallelität (parallelism.ep = %1, etp = %2) braucht ein MoE-Modell, und dieses Modell hat keine Experten (model.moe.experts = 0)</translation>
        </message>
        <message>
            <source>model.moe.experts = %1 is not a multiple of parallelism.ep = %2 (each expert-parallel rank holds whole experts)</source>
            <translation>model.moe.experts = %1 ist kein Vielfaches von parallelism.ep = %2 (jeder expertenparallele Rank hält ganze Experten)</translation>
        </message>
        <message>
            <source>model.moe.expert_ffn = %1 is not a multiple of parallelism.etp = %2 (expert tensor parallelism splits each expert's FFN)</source>
            <translation>model.moe.expert_ffn = %1 ist kein Vielfaches von parallelism.etp = %2 (Experten-Tensorparallelität teilt das FFN jedes Experten)</translation>
        </message>
        <message>
            <source>parallelism.ep·etp = %1·%2 = %3 must divide tp·cp·dp = %4 (the experts' ranks are the attention's, regrouped)</source>
            <translation>parallelism.ep·etp = %1·%2 = %3 muss tp·cp·dp = %4 teilen (die Ranks der Experten sind die der Attention, neu gruppiert)</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>Page %1 of %2</source>
            <translation>Seite %1 von %2</translation>
        </message>
        <message>
            <source>cannot start the PDF</source>
            <translation>kann das PDF nicht beginnen</translation>
        </message>
        <message>
            <source>cannot finish the PDF</source>
            <translation>kann das PDF nicht abschließen</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>Trainings-Tokens</translation>
        </message>
        <message>
            <source>billion</source>
            <translation>Milliarden</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Netz</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>Paralleles Layout</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>Globaler Batch</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>Sequenzen</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>Trainingsschritte</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>Schritte</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Schrittzeit</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>Preis pro GPU-Stunde</translation>
        </message>
        <message>
            <source>USD/GPU-h</source>
            <translation>USD/GPU-h</translation>
        </message>
        <message>
            <source>Step time (total)</source>
            <translation>Schrittzeit (gesamt)</translation>
        </message>
        <message>
            <source>&lt;p class="meta"&gt;Generated %1 by JCT Planner %2&lt;/p&gt;</source>
            <translation>&lt;p class="meta"&gt;Erstellt %1 von JCT Planner %2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p class="bad"&gt;&lt;b&gt;%1 cannot run:&lt;/b&gt; %2&lt;/p&gt;</source>
            <translation>&lt;p class="bad"&gt;&lt;b&gt;%1 kann nicht laufen:&lt;/b&gt; %2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The job is predicted to take &lt;b&gt;%1&lt;/b&gt; on %2 × %3 (at best %4 if every GPU computed all the time) and to cost &lt;b&gt;%5&lt;/b&gt;, %6 per million tokens. An idle minute of the whole cluster costs %7.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Der Job dauert voraussichtlich &lt;b&gt;%1&lt;/b&gt; auf %2 × %3 (bestenfalls %4, wenn jede GPU ständig rechnete) und kostet &lt;b&gt;%5&lt;/b&gt;, %6 pro Million Tokens. Eine Leerlaufminute des ganzen Clusters kostet %7.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Headline figure</source>
            <translation>Kennzahl</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;The plan in brief&lt;/b&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Der Plan in Kürze&lt;/b&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>Wahl</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1Sync wall: %2. Knee: %3.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1Sync Wall: %2. Knie: %3.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Where one training step goes, in seconds and as a share of the step.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wo die Zeit eines Trainingsschritts bleibt, in Sekunden und als Anteil am Schritt.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Part of a step</source>
            <translation>Teil eines Schritts</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>Checkpoints</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>Checkpoint-Größe</translation>
        </message>
        <message>
            <source>Writing</source>
            <translation>Schreiben</translation>
        </message>
        <message>
            <source>asynchronous</source>
            <translation>asynchron</translation>
        </message>
        <message>
            <source>synchronous</source>
            <translation>synchron</translation>
        </message>
        <message>
            <source>Interval used</source>
            <translation>Verwendetes Intervall</translation>
        </message>
        <message>
            <source>min</source>
            <translation>min</translation>
        </message>
        <message>
            <source>Young's optimum interval</source>
            <translation>Youngs optimales Intervall</translation>
        </message>
        <message>
            <source>Daly's optimum interval</source>
            <translation>Dalys optimales Intervall</translation>
        </message>
        <message>
            <source>Training stalls per checkpoint</source>
            <translation>Trainingsstillstand pro Checkpoint</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>Checkpoint-Overhead</translation>
        </message>
        <message>
            <source>% of training</source>
            <translation>% des Trainings</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>Ausfälle</translation>
        </message>
        <message>
            <source>Job MTBF (mean time between failures)</source>
            <translation>Job-MTBF (mittlere Zeit zwischen Ausfällen)</translation>
        </message>
        <message>
            <source>Expected failures over the job</source>
            <translation>Erwartete Ausfälle über den Job</translation>
        </message>
        <message>
            <source>count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>Wiederherstellung pro Ausfall</translation>
        </message>
        <message>
            <source>Failure overhead (lost work and recovery)</source>
            <translation>Ausfall-Overhead (verlorene Arbeit und Wiederherstellung)</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead together</source>
            <translation>Checkpoint- und Ausfall-Overhead zusammen</translation>
        </message>
        <message>
            <source>Predicted job time</source>
            <translation>Vorhergesagte Jobdauer</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU-Stunden</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU-h</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>GPU-Kosten</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>Energy (with PUE)</source>
            <translation>Energie (mit PUE)</translation>
        </message>
        <message>
            <source>MWh</source>
            <translation>MWh</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>Energiekosten</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>Gesamtkosten</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>Kosten pro Million Tokens</translation>
        </message>
        <message>
            <source>Idle cost (predicted − minimum)</source>
            <translation>Leerlaufkosten (vorhergesagt − Minimum)</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>Kosten je Leerlaufminute</translation>
        </message>
        <message>
            <source>USD/min</source>
            <translation>USD/min</translation>
        </message>
        <message>
            <source>&lt;p&gt;GPU-hours × price plus energy (GPUs × power × PUE × time × price per kWh).&lt;/p&gt;</source>
            <translation>&lt;p&gt;GPU-Stunden × Preis plus Energie (GPUs × Leistung × PUE × Zeit × Preis pro kWh).&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The figures come from JCT Planner's analytic model (&lt;i&gt;core/README.md&lt;/i&gt; gives every formula in prose): FLOPs per token and layer, memory per GPU, α–β costs of the collectives on the fabric, the pipeline bubble, stragglers as order statistics, checkpoints at Young's or Daly's interval and failures by Daly's expected wall time. It is validated against published measured runs (2.4&amp;nbsp;% mean error on the eight Korthikanti et al. iteration times). Predictions, not quotes: the inputs above decide them.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die Zahlen stammen aus dem analytischen Modell von JCT Planner (&lt;i&gt;core/README.md&lt;/i&gt; beschreibt jede Formel in Prosa): FLOPs pro Token und Schicht, Speicher pro GPU, α–β-Kosten der kollektiven Operationen auf der Fabric, die Pipeline-Bubble, Nachzügler als Ordnungsstatistiken, Checkpoints im Intervall nach Young oder Daly und Ausfälle nach Dalys erwarteter Gesamtzeit. Es ist an veröffentlichten gemessenen Läufen validiert (2.4&amp;nbsp;% mittlerer Fehler bei den acht Iterationszeiten von Korthikanti et al.). Vorhersagen, keine Angebote: die Eingaben oben bestimmen sie.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Einheit</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>same</source>
            <translation>gleich</translation>
        </message>
        <message>
            <source>differs</source>
            <translation>verschieden</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>Übersicht</translation>
        </message>
        <message>
            <source>Inputs</source>
            <translation>Eingaben</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Diagramme</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>Schrittaufschlüsselung</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>Checkpoints und Ausfälle</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Kosten</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensitivität</translation>
        </message>
        <message>
            <source>Model and sources</source>
            <translation>Modell und Quellen</translation>
        </message>
        <message>
            <source>Generated %1 by JCT Planner %2</source>
            <translation>Erstellt %1 von JCT Planner %2</translation>
        </message>
        <message>
            <source>Analytic predictions; sources in section 8</source>
            <translation>Analytische Vorhersagen; Quellen in Abschnitt 8</translation>
        </message>
        <message>
            <source>Training job procurement report</source>
            <translation>Bericht zur Beschaffung des Trainingsjobs</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation> (Standard)</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every input of the plan, as the engine was given it (defaults marked), under the names of the scenario file's keys. Bandwidths in Gbit/s, latencies in µs, times in the unit shown.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jede Eingabe des Plans, wie die Engine sie erhielt (Standardwerte markiert), unter den Namen der Schlüssel der Szenariodatei. Bandbreiten in Gbit/s, Latenzen in µs, Zeiten in der angegebenen Einheit.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>Eingabe</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1What ends the scaling: %2.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1Was die Skalierung beendet: %2.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>  of which %1</source>
            <translation>  davon %1</translation>
        </message>
        <message>
            <source>Lost work per failure (since the last checkpoint)</source>
            <translation>Verlorene Arbeit pro Ausfall (seit dem letzten Checkpoint)</translation>
        </message>
        <message>
            <source>Expected failures from %1</source>
            <translation>Erwartete Ausfälle durch %1</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Sekunden</translation>
        </message>
        <message>
            <source>Share of step (%)</source>
            <translation>Anteil am Schritt (%)</translation>
        </message>
        <message>
            <source>Change to this plan</source>
            <translation>Änderung an diesem Plan</translation>
        </message>
        <message>
            <source>JCT change (h)</source>
            <translation>JCT-Änderung (h)</translation>
        </message>
        <message>
            <source>JCT change (%)</source>
            <translation>JCT-Änderung (%)</translation>
        </message>
        <message>
            <source>Cost change (USD)</source>
            <translation>Kostenänderung (USD)</translation>
        </message>
        <message>
            <source>the plan no longer fits in memory</source>
            <translation>der Plan passt nicht mehr in den Speicher</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>Gbit/s per GPU</source>
            <translation>Gbit/s pro GPU</translation>
        </message>
        <message>
            <source>bytes</source>
            <translation>Byte</translation>
        </message>
        <message>
            <source>tokens</source>
            <translation>Tokens</translation>
        </message>
        <message>
            <source>× balanced load</source>
            <translation>× ausgeglichene Last</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>Schichten</translation>
        </message>
        <message>
            <source>fraction</source>
            <translation>Anteil</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>set by MLA</source>
            <translation>durch MLA bestimmt</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>gleichmäßig</translation>
        </message>
        <message>
            <source>one stage</source>
            <translation>eine Stufe</translation>
        </message>
        <message>
            <source>Daly's optimum</source>
            <translation>Dalys Optimum</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>Training</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>Cluster</translation>
        </message>
        <message>
            <source>Network calibrated from nccl-tests</source>
            <translation>Netz, kalibriert aus nccl-tests</translation>
        </message>
        <message>
            <source>Storage and checkpoints</source>
            <translation>Storage und Checkpoints</translation>
        </message>
        <message>
            <source>Reliability</source>
            <translation>Zuverlässigkeit</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>Nachzügler</translation>
        </message>
    </context>
    <context>
        <name>ScenarioReader</name>
        <message>
            <source>infinity</source>
            <translation>unendlich</translation>
        </message>
        <message>
            <source>a boolean</source>
            <translation>ein Wahrheitswert</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>eine Zahl</translation>
        </message>
        <message>
            <source>an array</source>
            <translation>ein Array</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>ein Objekt</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>must be a number between %1 and %2</source>
            <translation>muss eine Zahl zwischen %1 und %2 sein</translation>
        </message>
        <message>
            <source>must be between %1 and %2 (got %3)</source>
            <translation>muss zwischen %1 und %2 liegen (erhalten %3)</translation>
        </message>
        <message>
            <source>must be a whole number between %1 and %2</source>
            <translation>muss eine ganze Zahl zwischen %1 und %2 sein</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>muss true oder false sein</translation>
        </message>
        <message>
            <source>must be one of %1 (got %2)</source>
            <translation>muss eines von %1 sein (erhalten %2)</translation>
        </message>
        <message>
            <source>must be a string</source>
            <translation>muss eine Zeichenkette sein</translation>
        </message>
        <message>
            <source>must be an object</source>
            <translation>muss ein Objekt sein</translation>
        </message>
        <message>
            <source>unknown key (allowed here: %1)</source>
            <translation>unbekannter Schlüssel (hier erlaubt: %1)</translation>
        </message>
        <message>
            <source>must not be null</source>
            <translation>darf nicht null sein</translation>
        </message>
        <message>
            <source>line %1, column %2: </source>
            <translation>Zeile %1, Spalte %2: </translation>
        </message>
        <message>
            <source>must be "jct-planner-scenario" (got "%1"): this is not a scenario file</source>
            <translation>muss "jct-planner-scenario" sein (erhalten "%1"): dies ist keine Szenariodatei</translation>
        </message>
        <message>
            <source>this file has format version %1, newer than the %2 this planner reads; open it with a newer JCT Planner</source>
            <translation>diese Datei hat die Formatversion %1, neuer als die %2, die dieser Planer liest; mit einem neueren JCT Planner öffnen</translation>
        </message>
        <message>
            <source>must be between 1 and experts = %1 for an MoE model (got %2)</source>
            <translation>muss bei einem MoE-Modell zwischen 1 und experts = %1 liegen (erhalten %2)</translation>
        </message>
        <message>
            <source>must be at least 1 for an MoE model</source>
            <translation>muss bei einem MoE-Modell mindestens 1 sein</translation>
        </message>
        <message>
            <source>is only read with model.attention = "mla"</source>
            <translation>wird nur mit model.attention = "mla" gelesen</translation>
        </message>
        <message>
            <source>is needed with model.attention = "mla": q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim</source>
            <translation>wird mit model.attention = "mla" benötigt: q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim</translation>
        </message>
        <message>
            <source>and qk_rope_head_dim must add up to at least 1 (the query/key head size)</source>
            <translation>und qk_rope_head_dim müssen zusammen mindestens 1 ergeben (die Kopfgröße von Query und Key)</translation>
        </message>
        <message>
            <source>unknown model preset "%1" (known: %2)</source>
            <translation>unbekanntes Modell-Preset "%1" (bekannt: %2)</translation>
        </message>
        <message>
            <source>must divide heads = %1 (got %2)</source>
            <translation>muss heads = %1 teilen (erhalten %2)</translation>
        </message>
        <message>
            <source>must divide hidden = %1 (got %2), or give model.head_dim</source>
            <translation>muss hidden = %1 teilen (erhalten %2), oder model.head_dim angeben</translation>
        </message>
        <message>
            <source>is derived (cluster.gpus / (tp·pp·cp)) and cannot be set</source>
            <translation>wird abgeleitet (cluster.gpus / (tp·pp·cp)) und kann nicht gesetzt werden</translation>
        </message>
        <message>
            <source>%1 must be an object</source>
            <translation>%1 muss ein Objekt sein</translation>
        </message>
        <message>
            <source>has no positive %1 figure, so training.precision = %1 cannot run on it (available: %2)</source>
            <translation>hat keinen positiven Wert für %1, daher kann training.precision = %1 darauf nicht laufen (vorhanden: %2)</translation>
        </message>
        <message>
            <source>unknown GPU "%1" (known: %2; or give the GPU inline as an object)</source>
            <translation>unbekannte GPU "%1" (bekannt: %2; oder die GPU inline als Objekt angeben)</translation>
        </message>
        <message>
            <source>must be a GPU id (string) or an inline GPU object</source>
            <translation>muss eine GPU-ID (Zeichenkette) oder ein Inline-GPU-Objekt sein</translation>
        </message>
        <message>
            <source>an inline GPU needs %1 (see resources/catalog/gpus.json for the fields)</source>
            <translation>eine Inline-GPU braucht %1 (die Felder: siehe resources/catalog/gpus.json)</translation>
        </message>
        <message>
            <source>unknown network "%1" (known: %2)</source>
            <translation>unbekanntes Netzwerk "%1" (bekannt: %2)</translation>
        </message>
        <message>
            <source>must be a network id (string) or an inline fabric object</source>
            <translation>muss eine Netzwerk-ID (Zeichenkette) oder ein Inline-Fabric-Objekt sein</translation>
        </message>
        <message>
            <source>is required: the name of the log the figures came from</source>
            <translation>ist erforderlich: der Name des Logs, aus dem die Werte stammen</translation>
        </message>
        <message>
            <source>must name the log (1 to 1000 characters)</source>
            <translation>muss das Log nennen (1 bis 1000 Zeichen)</translation>
        </message>
        <message>
            <source>must be a date as YYYY-MM-DD (got "%1")</source>
            <translation>muss ein Datum der Form YYYY-MM-DD sein (erhalten "%1")</translation>
        </message>
        <message>
            <source>give either restart_minutes (their sum) or drain_minutes, provision_minutes and reinit_minutes</source>
            <translation>entweder restart_minutes (ihre Summe) oder drain_minutes, provision_minutes und reinit_minutes angeben</translation>
        </message>
        <message>
            <source>malformed JSON: %1</source>
            <translation>fehlerhaftes JSON: %1</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>kann nicht geöffnet werden: %1</translation>
        </message>
        <message>
            <source>a scenario must be a JSON object { … }, not %1</source>
            <translation>ein Szenario muss ein JSON-Objekt { … } sein, nicht %1</translation>
        </message>
        <message>
            <source>a single value</source>
            <translation>ein einzelner Wert</translation>
        </message>
    </context>
    <context>
        <name>SearchReport</name>
        <message>
            <source>%1 per million tokens</source>
            <translation>%1 pro Million Tokens</translation>
        </message>
        <message>
            <source>first/last stage %1/%2 layers</source>
            <translation>erste/letzte Stufe %1/%2 Schichten</translation>
        </message>
        <message>
            <source>first stage %1 layers</source>
            <translation>erste Stufe %1 Schichten</translation>
        </message>
        <message>
            <source>last stage %1 layers</source>
            <translation>letzte Stufe %1 Schichten</translation>
        </message>
        <message>
            <source>no recompute</source>
            <translation>keine Neuberechnung</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>selektive Neuberechnung</translation>
        </message>
        <message>
            <source>full recompute</source>
            <translation>volle Neuberechnung</translation>
        </message>
        <message>
            <source>%1 %2 vs %3</source>
            <translation>%1 %2 statt %3</translation>
        </message>
        <message>
            <source>even stages</source>
            <translation>gleiche Stufen</translation>
        </message>
        <message>
            <source>%1 vs %2</source>
            <translation>%1 statt %2</translation>
        </message>
        <message>
            <source>micro-batch</source>
            <translation>Micro-Batch</translation>
        </message>
        <message>
            <source>%1 vs %2 GPUs</source>
            <translation>%1 statt %2 GPUs</translation>
        </message>
        <message>
            <source>sequence parallel vs not</source>
            <translation>Sequenz-Parallelität statt keiner</translation>
        </message>
        <message>
            <source>no sequence parallelism vs with</source>
            <translation>keine Sequenz-Parallelität statt mit</translation>
        </message>
        <message>
            <source>order %1 vs %2</source>
            <translation>Reihenfolge %1 statt %2</translation>
        </message>
        <message>
            <source>The best (%1) beats the runner-up (%2) by %3 (%4 %)</source>
            <translation>Das beste Layout (%1) schlägt das zweitbeste (%2) um %3 (%4 %)</translation>
        </message>
        <message>
            <source> on %1 GPUs vs %2</source>
            <translation> auf %1 statt %2 GPUs</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1:</translation>
        </message>
        <message>
            <source>step %1 vs %2 (%3 per step); job %4, cost %5</source>
            <translation>Schritt %1 statt %2 (%3 je Schritt); Job %4, Kosten %5</translation>
        </message>
        <message>
            <source>less %1 (%2 per step)</source>
            <translation>weniger %1 (%2 je Schritt)</translation>
        </message>
        <message>
            <source>more %1 (%2 per step)</source>
            <translation>mehr %1 (%2 je Schritt)</translation>
        </message>
        <message>
            <source> because %1</source>
            <translation>, weil %1</translation>
        </message>
        <message>
            <source>checkpoint overhead %1 over the job</source>
            <translation>Checkpoint-Overhead %1 über den Job</translation>
        </message>
        <message>
            <source>failure overhead %1 over the job</source>
            <translation>Ausfall-Overhead %1 über den Job</translation>
        </message>
        <message>
            <source>a tie on the step time: they differ in %1, which the model prices the same; %2</source>
            <translation>Gleichstand bei der Schrittzeit: sie unterscheiden sich in %1, was das Modell gleich bepreist; %2</translation>
        </message>
        <message>
            <source>the best needs %1 per GPU instead of %2</source>
            <translation>das beste braucht %1 je GPU statt %2</translation>
        </message>
        <message>
            <source>they need the same memory, either will do</source>
            <translation>sie brauchen gleich viel Speicher, beide taugen</translation>
        </message>
        <message>
            <source>%1 of activations offloaded to host</source>
            <translation>%1 Aktivierungen in den Host-Speicher ausgelagert</translation>
        </message>
    </context>
    <context>
        <name>StrictJson</name>
        <message>
            <source>expected a JSON value, found the end of the text</source>
            <translation>JSON-Wert erwartet, Ende des Textes gefunden</translation>
        </message>
        <message>
            <source>unexpected %1 after the JSON value</source>
            <translation>unerwartetes %1 nach dem JSON-Wert</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>Tabulator</translation>
        </message>
        <message>
            <source>control character U+%1</source>
            <translation>Steuerzeichen U+%1</translation>
        </message>
        <message>
            <source>byte 0x%1</source>
            <translation>Byte 0x%1</translation>
        </message>
        <message>
            <source>expected a value, found the end of the text</source>
            <translation>Wert erwartet, Ende des Textes gefunden</translation>
        </message>
        <message>
            <source>a number must start with a digit (write 0.5, not .5)</source>
            <translation>eine Zahl muss mit einer Ziffer beginnen (0.5 schreiben, nicht .5)</translation>
        </message>
        <message>
            <source>expected a value, found %1</source>
            <translation>Wert erwartet, gefunden: %1</translation>
        </message>
        <message>
            <source>expected a value (true, false or null are the only bare words)</source>
            <translation>Wert erwartet (true, false und null sind die einzigen Wörter ohne Anführungszeichen)</translation>
        </message>
        <message>
            <source>a digit must follow the minus sign</source>
            <translation>nach dem Minuszeichen muss eine Ziffer folgen</translation>
        </message>
        <message>
            <source>a number must not have a leading zero</source>
            <translation>eine Zahl darf keine führende Null haben</translation>
        </message>
        <message>
            <source>a digit must follow the decimal point (write 1024 or 1024.0, not 1024.)</source>
            <translation>nach dem Dezimalpunkt muss eine Ziffer folgen (1024 oder 1024.0 schreiben, nicht 1024.)</translation>
        </message>
        <message>
            <source>a digit must follow the exponent</source>
            <translation>nach dem Exponenten muss eine Ziffer folgen</translation>
        </message>
        <message>
            <source>a string that is never closed</source>
            <translation>eine Zeichenkette, die nie geschlossen wird</translation>
        </message>
        <message>
            <source>a raw tab inside a string (write \t)</source>
            <translation>ein rohes Tabulatorzeichen in einer Zeichenkette (\t schreiben)</translation>
        </message>
        <message>
            <source>a line break inside a string (write \n, or close the string)</source>
            <translation>ein Zeilenumbruch in einer Zeichenkette (\n schreiben oder die Zeichenkette schließen)</translation>
        </message>
        <message>
            <source>a raw %1 inside a string (write \u%2)</source>
            <translation>ein rohes %1 in einer Zeichenkette (\u%2 schreiben)</translation>
        </message>
        <message>
            <source>%1 is not UTF-8</source>
            <translation>%1 ist kein UTF-8</translation>
        </message>
        <message>
            <source>\%1 is not a JSON escape (\" \\ \/ \b \f \n \r \t \uXXXX)</source>
            <translation>\%1 ist keine JSON-Escape-Sequenz (\" \\ \/ \b \f \n \r \t \uXXXX)</translation>
        </message>
        <message>
            <source>\u must be followed by four hex digits</source>
            <translation>auf \u müssen vier Hexadezimalziffern folgen</translation>
        </message>
        <message>
            <source>a lone low surrogate \u%1 (no high surrogate \ud800-\udbff before it)</source>
            <translation>ein einzelnes Low-Surrogate \u%1 (kein High-Surrogate \ud800-\udbff davor)</translation>
        </message>
        <message>
            <source>a lone high surrogate \u%1 (no low surrogate \udc00-\udfff after it)</source>
            <translation>ein einzelnes High-Surrogate \u%1 (kein Low-Surrogate \udc00-\udfff danach)</translation>
        </message>
        <message>
            <source>objects and arrays nested deeper than %1</source>
            <translation>Objekte und Arrays tiefer verschachtelt als %1</translation>
        </message>
        <message>
            <source>an object that is never closed (expected a key or '}')</source>
            <translation>ein Objekt, das nie geschlossen wird (Schlüssel oder '}' erwartet)</translation>
        </message>
        <message>
            <source>expected a key in double quotes, found %1</source>
            <translation>Schlüssel in doppelten Anführungszeichen erwartet, gefunden: %1</translation>
        </message>
        <message>
            <source>duplicate key "%1" (first at line %2, column %3)</source>
            <translation>doppelter Schlüssel "%1" (zuerst in Zeile %2, Spalte %3)</translation>
        </message>
        <message>
            <source>expected ':' after the key</source>
            <translation>':' nach dem Schlüssel erwartet</translation>
        </message>
        <message>
            <source>an object that is never closed (expected ',' or '}')</source>
            <translation>ein Objekt, das nie geschlossen wird (',' oder '}' erwartet)</translation>
        </message>
        <message>
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>in einem Objekt wird ',' oder '}' erwartet, gefunden: %1</translation>
        </message>
        <message>
            <source>an array that is never closed (expected ',' or ']')</source>
            <translation>ein Array, das nie geschlossen wird (',' oder ']' erwartet)</translation>
        </message>
        <message>
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>in einem Array wird ',' oder ']' erwartet, gefunden: %1</translation>
        </message>
    </context>
    <context>
        <name>Units</name>
        <message>
            <source>%1 days</source>
            <translation>%1 Tage</translation>
        </message>
        <message>
            <source>not finite</source>
            <translation>nicht endlich</translation>
        </message>
        <message>
            <source>$%1 B</source>
            <translation>%1 Mrd. $</translation>
        </message>
        <message>
            <source>$%1 M</source>
            <translation>%1 Mio. $</translation>
        </message>
        <message>
            <source>$%1 k</source>
            <translation>%1 k$</translation>
        </message>
        <message>
            <source>$%1</source>
            <translation>%1 $</translation>
        </message>
    </context>
    <context>
        <name>Validation</name>
        <message>
            <source>miss: the planner finds the run infeasible</source>
            <translation>Fehlschlag: der Planer hält den Lauf für nicht ausführbar</translation>
        </message>
        <message>
            <source>miss: unknown metric '%1'</source>
            <translation>Fehlschlag: unbekannte Metrik '%1'</translation>
        </message>
        <message>
            <source>not compared: %1</source>
            <translation>nicht verglichen: %1</translation>
        </message>
        <message>
            <source>miss: scenario.%1</source>
            <translation>Fehlschlag: scenario.%1</translation>
        </message>
        <message>
            <source>line %1, column %2: malformed JSON: %3</source>
            <translation>Zeile %1, Spalte %2: fehlerhaftes JSON: %3</translation>
        </message>
        <message>
            <source>line %1: malformed JSON: %2</source>
            <translation>Zeile %1: fehlerhaftes JSON: %2</translation>
        </message>
        <message>
            <source>a published-runs file is a JSON array of rows</source>
            <translation>eine Datei veröffentlichter Läufe ist ein JSON-Array von Zeilen</translation>
        </message>
    </context>
    <context>
        <name>jct::document::Presets</name>
        <message>
            <source>Change GPU to %1</source>
            <translation>GPU auf %1 ändern</translation>
        </message>
        <message>
            <source>Change interconnect to %1</source>
            <translation>Interconnect auf %1 ändern</translation>
        </message>
        <message>
            <source>Change model to %1</source>
            <translation>Modell auf %1 ändern</translation>
        </message>
        <message>
            <source>Change precision to %1</source>
            <translation>Präzision auf %1 ändern</translation>
        </message>
        <message>
            <source>Change framework to %1</source>
            <translation>Framework auf %1 ändern</translation>
        </message>
    </context>
    <context>
        <name>jct::planner</name>
        <message>
            <source>Inputs that differ: none</source>
            <translation>Abweichende Eingaben: keine</translation>
        </message>
        <message>
            <source>Inputs that differ</source>
            <translation>Abweichende Eingaben</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Kennzahlen</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::CapacityDialog</name>
        <message>
            <source>Capacity questions</source>
            <translation>Kapazitätsfragen</translation>
        </message>
        <message>
            <source> days</source>
            <translation> Tage</translation>
        </message>
        <message>
            <source>The delivery date, in days of wall time from the job's start (startup, checkpoints and expected failures count).</source>
            <translation>Das Lieferdatum, in Tagen Gesamtzeit ab Start des Jobs (Start, Checkpoints und erwartete Ausfälle zählen mit).</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>Frist</translation>
        </message>
        <message>
            <source>Fewest GPUs that finish by the deadline</source>
            <translation>Wenigste GPUs, die bis zur Frist fertig werden</translation>
        </message>
        <message>
            <source>GPU count with the least cost per trained token</source>
            <translation>GPU-Anzahl mit den geringsten Kosten pro trainiertem Token</translation>
        </message>
        <message>
            <source>Does this cluster meet the deadline?</source>
            <translation>Hält dieser Cluster die Frist ein?</translation>
        </message>
        <message>
            <source>Searched over every GPU count N = tp·pp·cp·dp of this layout with the global batch fixed, dp = 1 … global batch / micro-batch (the sync-wall sweep's counts).</source>
            <translation>Durchsucht wurde jede GPU-Anzahl N = tp·pp·cp·dp dieses Layouts bei festem globalem Batch, dp = 1 … globaler Batch / Micro-Batch (die Anzahlen des Sync-Wall-Sweeps).</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ControlPanel</name>
        <message>
            <source>Plan name</source>
            <translation>Planname</translation>
        </message>
        <message>
            <source>The plan's name, in the title, the file and export names, chart captions and the report. It follows the model, GPU count and GPU type until you type one; clear it to let it follow them again.</source>
            <translation>Der Name des Plans, im Titel, in Datei- und Exportnamen, Diagrammbeschriftungen und im Bericht. Er folgt Modell, GPU-Anzahl und GPU-Typ, bis Sie einen eingeben; leeren Sie ihn, damit er ihnen wieder folgt.</translation>
        </message>
        <message>
            <source>Plan &amp;name</source>
            <translation>Plan&amp;name</translation>
        </message>
        <message>
            <source>Rename plan</source>
            <translation>Plan umbenennen</translation>
        </message>
        <message>
            <source>custom (not in the catalog)</source>
            <translation>eigene (nicht im Katalog)</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportController</name>
        <message>
            <source>Export &amp;chart…</source>
            <translation>&amp;Diagramm exportieren…</translation>
        </message>
        <message>
            <source>Write a chart as PNG, SVG or PDF, with the plan's name and assumptions</source>
            <translation>Ein Diagramm als PNG, SVG oder PDF schreiben, mit Name und Annahmen des Plans</translation>
        </message>
        <message>
            <source>Cop&amp;y chart</source>
            <translation>Diagramm &amp;kopieren</translation>
        </message>
        <message>
            <source>Copy the chart under the pointer (or the last one right-clicked) as an image</source>
            <translation>Das Diagramm unter dem Mauszeiger (oder das zuletzt rechts angeklickte) als Bild kopieren</translation>
        </message>
        <message>
            <source>Export &amp;data (CSV)…</source>
            <translation>Da&amp;ten exportieren (CSV)…</translation>
        </message>
        <message>
            <source>Write the numbers behind the charts as CSV</source>
            <translation>Die Zahlen hinter den Diagrammen als CSV schreiben</translation>
        </message>
        <message>
            <source>Export &amp;report (PDF)…</source>
            <translation>Be&amp;richt exportieren (PDF)…</translation>
        </message>
        <message>
            <source>Write the procurement report: figures, inputs, charts and tables (A4 PDF)</source>
            <translation>Den Beschaffungsbericht schreiben: Kennzahlen, Eingaben, Diagramme und Tabellen (A4-PDF)</translation>
        </message>
        <message>
            <source>Copy chart</source>
            <translation>Diagramm kopieren</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exportieren</translation>
        </message>
        <message>
            <source>PNG image…</source>
            <translation>PNG-Bild…</translation>
        </message>
        <message>
            <source>SVG (vector)…</source>
            <translation>SVG (Vektor)…</translation>
        </message>
        <message>
            <source>PDF (vector)…</source>
            <translation>PDF (Vektor)…</translation>
        </message>
        <message>
            <source>Data (CSV)…</source>
            <translation>Daten (CSV)…</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to export.</source>
            <translation>Es wurde noch kein lauffähiger Plan angezeigt: es gibt nichts zu exportieren.</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>Diagramm exportieren</translation>
        </message>
        <message>
            <source>%1 files (*.%2)</source>
            <translation>%1-Dateien (*.%2)</translation>
        </message>
        <message>
            <source>Cannot export the chart</source>
            <translation>Das Diagramm kann nicht exportiert werden</translation>
        </message>
        <message>
            <source>All charts (one file each)</source>
            <translation>Alle Diagramme (je eine Datei)</translation>
        </message>
        <message>
            <source>Export data (CSV)</source>
            <translation>Daten exportieren (CSV)</translation>
        </message>
        <message>
            <source>Data of:</source>
            <translation>Daten von:</translation>
        </message>
        <message>
            <source>Export data of every chart into</source>
            <translation>Daten jedes Diagramms exportieren nach</translation>
        </message>
        <message>
            <source>Cannot export the data</source>
            <translation>Die Daten können nicht exportiert werden</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV-Dateien (*.csv)</translation>
        </message>
        <message>
            <source>Export report (PDF)</source>
            <translation>Bericht exportieren (PDF)</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot export the report</source>
            <translation>Der Bericht kann nicht exportiert werden</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>Exportiert nach %1</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>Ordner öffnen</translation>
        </message>
        <message>
            <source>Show %1 in the file manager</source>
            <translation>%1 im Dateimanager zeigen</translation>
        </message>
        <message>
            <source>Copied the sync wall chart</source>
            <translation>Diagramm „Sync Wall“ kopiert</translation>
        </message>
        <message>
            <source>Copied the cost of idle time chart</source>
            <translation>Diagramm „Kosten der Leerlaufzeit“ kopiert</translation>
        </message>
        <message>
            <source>Copied the checkpoint and failure overhead chart</source>
            <translation>Diagramm „Checkpoint- und Ausfall-Overhead“ kopiert</translation>
        </message>
        <message>
            <source>Copied the step breakdown chart</source>
            <translation>Diagramm „Schrittaufschlüsselung“ kopiert</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportDialog</name>
        <message>
            <source>Export chart</source>
            <translation>Diagramm exportieren</translation>
        </message>
        <message>
            <source>&amp;Chart</source>
            <translation>&amp;Diagramm</translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>PNG-Bild</translation>
        </message>
        <message>
            <source>SVG (vector)</source>
            <translation>SVG (Vektor)</translation>
        </message>
        <message>
            <source>PDF (vector)</source>
            <translation>PDF (Vektor)</translation>
        </message>
        <message>
            <source>&amp;Format</source>
            <translation>&amp;Format</translation>
        </message>
        <message>
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <source>Width</source>
            <translation>Breite</translation>
        </message>
        <message>
            <source>Height</source>
            <translation>Höhe</translation>
        </message>
        <message>
            <source>&amp;Size</source>
            <translation>&amp;Größe</translation>
        </message>
        <message>
            <source> DPI</source>
            <translation> DPI</translation>
        </message>
        <message>
            <source>Dots per inch: the chart is size / DPI inches; text keeps its size in inches.</source>
            <translation>Punkte pro Zoll: das Diagramm ist Größe / DPI Zoll groß; Text behält seine Größe in Zoll.</translation>
        </message>
        <message>
            <source>&amp;Resolution</source>
            <translation>&amp;Auflösung</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>%1 × %2 in (%3 × %4 cm)</source>
            <translation>%1 × %2 in (%3 × %4 cm)</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::LayoutSearchDialog</name>
        <message>
            <source>Find best layout</source>
            <translation>Bestes Layout finden</translation>
        </message>
        <message>
            <source>&amp;Apply to plan</source>
            <translation>Auf Plan &amp;anwenden</translation>
        </message>
        <message>
            <source>Put the selected layout into the plan (one undoable step)</source>
            <translation>Das gewählte Layout in den Plan übernehmen (ein rückgängig machbarer Schritt)</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> GPUs</translation>
        </message>
        <message>
            <source>Smallest GPU count to try; the search tries it, twice it, four times it, … up to the largest</source>
            <translation>Kleinste zu prüfende GPU-Anzahl; die Suche prüft sie, das Doppelte, das Vierfache, … bis zur größten</translation>
        </message>
        <message>
            <source>Largest GPU count to try</source>
            <translation>Größte zu prüfende GPU-Anzahl</translation>
        </message>
        <message>
            <source>to</source>
            <translation>bis</translation>
        </message>
        <message>
            <source>Objective</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>GPU counts</source>
            <translation>GPU-Anzahlen</translation>
        </message>
        <message>
            <source>Show the best</source>
            <translation>Die besten zeigen</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>&amp;Suchen</translation>
        </message>
        <message>
            <source>&amp;Cancel search</source>
            <translation>Suche a&amp;bbrechen</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>JCT (days)</source>
            <translation>JCT (Tage)</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>Gesamtkosten</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Memory/GPU</source>
            <translation>Speicher/GPU</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>Layout</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Suche läuft…</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts; %2 discarded by memory before timing; %3 evaluated in %4 on %5 threads%6.</source>
            <translation>%1 verschiedene gültige Layouts; %2 vor der Zeitmessung wegen Speicher verworfen; %3 ausgewertet in %4 auf %5 Threads%6.</translation>
        </message>
        <message>
            <source> — cancelled, showing the best found so far</source>
            <translation> — abgebrochen, zeigt die bisher besten</translation>
        </message>
        <message>
            <source> — no layout fits in memory</source>
            <translation> — kein Layout passt in den Speicher</translation>
        </message>
        <message>
            <source>%1 GPUs: %2</source>
            <translation>%1 GPUs: %2</translation>
        </message>
        <message>
            <source>tp %1 · pp %2</source>
            <translation>tp %1 · pp %2</translation>
        </message>
        <message>
            <source> · cp %1</source>
            <translation> · cp %1</translation>
        </message>
        <message>
            <source> · ep %1</source>
            <translation> · ep %1</translation>
        </message>
        <message>
            <source>%1 on %2 GPUs</source>
            <translation>%1 auf %2 GPUs</translation>
        </message>
        <message>
            <source>Apply layout %1</source>
            <translation>Layout %1 anwenden</translation>
        </message>
        <message>
            <source>%1: sync wall at %2 GPUs with micro-batches of %3</source>
            <translation>%1: Sync Wall bei %2 GPUs mit Micro-Batches von %3</translation>
        </message>
        <message>
            <source>%1: fastest at %2 GPUs here; its sync wall lies beyond, at %3 GPUs with micro-batches of %4</source>
            <translation>%1: hier am schnellsten bei %2 GPUs; seine Sync Wall liegt darüber, bei %3 GPUs mit Micro-Batches von %4</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MainWindow</name>
        <message>
            <source>Step breakdown</source>
            <translation>Schrittaufschlüsselung</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensitivität</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>Paketverlust</translation>
        </message>
        <message>
            <source>A/B comparison</source>
            <translation>A/B-Vergleich</translation>
        </message>
        <message>
            <source>Step charts and tables</source>
            <translation>Schrittdiagramme und -tabellen</translation>
        </message>
        <message>
            <source>Where one training step's time goes: compute, exposed communication, bubble</source>
            <translation>Wo die Zeit eines Trainingsschritts bleibt: Rechnung, sichtbare Kommunikation, Bubble</translation>
        </message>
        <message>
            <source>What one change of an input does to this plan's job time and cost</source>
            <translation>Was eine Änderung einer Eingabe an Jobdauer und Kosten dieses Plans bewirkt</translation>
        </message>
        <message>
            <source>GPU utilization and job time against packet loss</source>
            <translation>GPU-Auslastung und Jobdauer über dem Paketverlust</translation>
        </message>
        <message>
            <source>Plan A against plan B, figure by figure (View ▸ Pin current plan as A)</source>
            <translation>Plan A gegen Plan B, Kennzahl für Kennzahl (Ansicht ▸ Aktuellen Plan als A festhalten)</translation>
        </message>
        <message>
            <source>Plan controls</source>
            <translation>Planeingaben</translation>
        </message>
        <message>
            <source>Every input of the plan, grouped by subject; Tab moves from one to the next</source>
            <translation>Jede Eingabe des Plans, nach Thema gruppiert; Tab springt von einer zur nächsten</translation>
        </message>
        <message>
            <source>Sync-wall knee</source>
            <translation>Sync-Wall-Knie</translation>
        </message>
        <message>
            <source>The knee is the largest GPU count up to which every valid count keeps this scaling efficiency
(speed-up over the smallest count that fits, divided by the GPU ratio), in %:</source>
            <translation>Das Knie ist die größte GPU-Anzahl, bis zu der jede gültige Anzahl diese Skalierungseffizienz hält
(Speed-up gegenüber der kleinsten passenden Anzahl, geteilt durch das GPU-Verhältnis), in %:</translation>
        </message>
        <message>
            <source>Cannot apply %1</source>
            <translation>%1 kann nicht angewendet werden</translation>
        </message>
        <message>
            <source>%1 replaced your values: %2.</source>
            <translation>%1 hat Ihre Werte ersetzt: %2.</translation>
        </message>
        <message>
            <source>%1 also changed %2.</source>
            <translation>%1 hat auch %2 geändert.</translation>
        </message>
        <message>
            <source>Also changed: %1.</source>
            <translation>Auch geändert: %1.</translation>
        </message>
        <message>
            <source>Keep my values</source>
            <translation>Meine Werte behalten</translation>
        </message>
        <message>
            <source>Give back the values of yours that the preset replaced, keeping the preset (one undo step).</source>
            <translation>Ihre vom Preset ersetzten Werte zurückgeben und das Preset behalten (ein Rückgängig-Schritt).</translation>
        </message>
        <message>
            <source>Cannot keep your values: %1</source>
            <translation>Ihre Werte können nicht behalten werden: %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Open example “%1”</source>
            <translation>Beispiel „%1“ öffnen</translation>
        </message>
        <message>
            <source>%1: this plan cannot run: %2</source>
            <translation>%1: dieser Plan kann nicht laufen: %2</translation>
        </message>
        <message>
            <source>Apply nccl-tests fit (%1)</source>
            <translation>nccl-tests-Anpassung anwenden (%1)</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>Plan kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>The window shows %1 instead; nothing was changed on disk.</source>
            <translation>Das Fenster zeigt stattdessen %1; auf der Festplatte wurde nichts geändert.</translation>
        </message>
        <message>
            <source>%1 engine evaluations for this view</source>
            <translation>%1 Engine-Auswertungen für diese Ansicht</translation>
        </message>
        <message>
            <source>Undo “%1”</source>
            <translation>„%1“ rückgängig machen</translation>
        </message>
        <message>
            <source>Revert the last change (Ctrl+Z)</source>
            <translation>Die letzte Änderung zurücknehmen (Strg+Z)</translation>
        </message>
        <message>
            <source>Use %1 GPUs</source>
            <translation>%1 GPUs verwenden</translation>
        </message>
        <message>
            <source>The nearest GPU count that makes a valid layout with this tp·pp·cp and global batch</source>
            <translation>Die nächste GPU-Anzahl, die mit diesem tp·pp·cp und globalen Batch ein gültiges Layout ergibt</translation>
        </message>
        <message>
            <source>Set GPUs</source>
            <translation>GPUs setzen</translation>
        </message>
        <message>
            <source>Find a layout that fits…</source>
            <translation>Ein passendes Layout finden…</translation>
        </message>
        <message>
            <source>Search every parallel layout of this model on this cluster (Tools ▸ Find best layout)</source>
            <translation>Jedes parallele Layout dieses Modells auf diesem Cluster durchsuchen (Extras ▸ Bestes Layout finden)</translation>
        </message>
        <message>
            <source>This plan cannot run: %1. The charts and figures show the last plan that can.</source>
            <translation>Dieser Plan kann nicht laufen: %1. Diagramme und Kennzahlen zeigen den letzten lauffähigen Plan.</translation>
        </message>
        <message>
            <source>%1[*] — JCT Planner</source>
            <translation>%1[*] — JCT Planner</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync Wall</translation>
        </message>
        <message>
            <source>Idle cost</source>
            <translation>Leerlaufkosten</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>Checkpoints</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to copy.</source>
            <translation>Noch wurde kein lauffähiger Plan angezeigt: nichts zu kopieren.</translation>
        </message>
        <message>
            <source>Copied the summary of %1</source>
            <translation>Zusammenfassung von %1 kopiert</translation>
        </message>
        <message>
            <source>Cheapest fix: %1 (%2)</source>
            <translation>Günstigste Korrektur: %1 (%2)</translation>
        </message>
        <message>
            <source>Of the changes of one input that make this plan run (recompute, flash attention, sequence parallelism, ZeRO, micro-batch, tp, pp, GPUs), the one with the least total cost: %1, predicted %2</source>
            <translation>Von den Änderungen einer Eingabe, mit denen dieser Plan läuft (Neuberechnung, Flash Attention, Sequenzparallelität, ZeRO, Micro-Batch, tp, pp, GPUs), die mit den geringsten Gesamtkosten: %1, vorhergesagt %2</translation>
        </message>
        <message>
            <source>Apply the cheapest fix</source>
            <translation>Günstigste Korrektur anwenden</translation>
        </message>
        <message>
            <source>This plan cannot run: %1.</source>
            <translation>Dieser Plan kann nicht laufen: %1.</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ManualDialog</name>
        <message>
            <source>JCT Planner manual</source>
            <translation>JCT Planner Handbuch</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MessageBar</name>
        <message>
            <source>Close this message</source>
            <translation>Diese Meldung schließen</translation>
        </message>
        <message>
            <source>Close message</source>
            <translation>Meldung schließen</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::NcclImportDialog</name>
        <message>
            <source>Import nccl-tests log</source>
            <translation>nccl-tests-Log importieren</translation>
        </message>
        <message>
            <source>Apply to the plan</source>
            <translation>Auf den Plan anwenden</translation>
        </message>
        <message>
            <source>Applying the fit changes:</source>
            <translation>Das Anwenden der Anpassung ändert:</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>Bandbreite: %1</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>Hinweis: %1</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::PlanFiles</name>
        <message>
            <source>Unsaved changes</source>
            <translation>Ungesicherte Änderungen</translation>
        </message>
        <message>
            <source>Save the changes to %1?</source>
            <translation>Änderungen an %1 speichern?</translation>
        </message>
        <message>
            <source>Your changes are lost if you don't save them.</source>
            <translation>Ihre Änderungen gehen verloren, wenn Sie sie nicht speichern.</translation>
        </message>
        <message>
            <source>Recover unsaved plan</source>
            <translation>Ungesicherten Plan wiederherstellen</translation>
        </message>
        <message>
            <source>Recover unsaved plan from %1?</source>
            <translation>Ungesicherten Plan von %1 wiederherstellen?</translation>
        </message>
        <message>
            <source>JCT Planner stopped while %1 had unsaved changes. If you don't recover them now, they are deleted.</source>
            <translation>JCT Planner wurde beendet, während %1 ungesicherte Änderungen hatte. Wenn Sie sie jetzt nicht wiederherstellen, werden sie gelöscht.</translation>
        </message>
        <message>
            <source>Open plan</source>
            <translation>Plan öffnen</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>JCT-Pläne (*.jctplan *.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Save plan as</source>
            <translation>Plan speichern unter</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan)</source>
            <translation>JCT-Pläne (*.jctplan)</translation>
        </message>
        <message>
            <source>&amp;New plan</source>
            <translation>&amp;Neuer Plan</translation>
        </message>
        <message>
            <source>Start an untitled plan from the default: GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>Einen unbenannten Plan vom Standard beginnen: GPT-3 175B auf 1,024 H100 mit NDR 400 InfiniBand</translation>
        </message>
        <message>
            <source>&amp;Open plan…</source>
            <translation>Plan ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open a .jctplan scenario file</source>
            <translation>Eine .jctplan-Szenariodatei öffnen</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <source>Save the plan to its file (asks for one while the plan is untitled)</source>
            <translation>Den Plan in seine Datei speichern (fragt nach einer, solange der Plan unbenannt ist)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <source>Save the plan to a new file, which becomes the plan's file</source>
            <translation>Den Plan in eine neue Datei speichern, die zur Datei des Plans wird</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>Plans opened or saved lately</source>
            <translation>Zuletzt geöffnete oder gespeicherte Pläne</translation>
        </message>
        <message>
            <source>&amp;Clear recent</source>
            <translation>Liste &amp;leeren</translation>
        </message>
        <message>
            <source>Forget the list of recent plans (the files stay)</source>
            <translation>Die Liste der zuletzt verwendeten Pläne vergessen (die Dateien bleiben)</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>Plan kann nicht geöffnet werden</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 geöffnet</translation>
        </message>
        <message>
            <source>Cannot save plan</source>
            <translation>Plan kann nicht gespeichert werden</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 gespeichert</translation>
        </message>
        <message>
            <source>&amp;%1 %2</source>
            <translation>&amp;%1 %2</translation>
        </message>
        <message>
            <source>Could not write the recovery copy: %1</source>
            <translation>Die Wiederherstellungskopie konnte nicht geschrieben werden: %1</translation>
        </message>
        <message>
            <source>The planner stopped while restoring a recovery copy last time: it is not offered again, and is kept as %1 (File ▸ Open to look at it).</source>
            <translation>Der Planer wurde beim letzten Wiederherstellen einer Kopie beendet: sie wird nicht erneut angeboten und als %1 aufbewahrt (Datei ▸ Öffnen, um sie anzusehen).</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::WaitingCalculator</name>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source> %</source>
            <translation> %</translation>
        </message>
        <message>
            <source> h</source>
            <translation> h</translation>
        </message>
        <message>
            <source>Cost of waiting</source>
            <translation>Kosten des Wartens</translation>
        </message>
        <message>
            <source>A stall of the whole cluster (a network hiccup, a slow checkpoint, a hung rank)</source>
            <translation>Ein Stillstand des ganzen Clusters (ein Netzwerk-Schluckauf, ein langsamer Checkpoint, ein hängender Rank)</translation>
        </message>
        <message>
            <source>The job running this much slower (a slow switch, packet loss, a throttled GPU) …</source>
            <translation>Der Job läuft um so viel langsamer (ein langsamer Switch, Paketverlust, eine gedrosselte GPU) …</translation>
        </message>
        <message>
            <source>… for this long</source>
            <translation>… so lange</translation>
        </message>
        <message>
            <source>Cost of waiting: stall</source>
            <translation>Kosten des Wartens: Stillstand</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown</source>
            <translation>Kosten des Wartens: Verlangsamung</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown duration</source>
            <translation>Kosten des Wartens: Dauer der Verlangsamung</translation>
        </message>
        <message>
            <source>stall</source>
            <translation>Stopp</translation>
        </message>
        <message>
            <source>for</source>
            <translation>für</translation>
        </message>
        <message>
            <source>A synchronous job that waits keeps every GPU of the cluster idle: %1. Type an event to price it.</source>
            <translation>Ein synchroner Job, der wartet, lässt jede GPU des Clusters leer laufen: %1. Geben Sie ein Ereignis ein, um es zu bepreisen.</translation>
        </message>
    </context>
    <context>
        <name>jct::present</name>
        <message>
            <source>A: %1</source>
            <translation>A: %1</translation>
        </message>
        <message>
            <source>B: %1</source>
            <translation>B: %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>async</source>
            <translation>async</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>sync</translation>
        </message>
        <message>
            <source>%1 utilization</source>
            <translation>%1 – Auslastung</translation>
        </message>
        <message>
            <source>Sync wall: none (no valid GPU count)</source>
            <translation>Sync Wall: keine (keine gültige GPU-Anzahl)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartNavigation</name>
        <message>
            <source>Reset view</source>
            <translation>Ansicht zurücksetzen</translation>
        </message>
        <message>
            <source>Back to the whole chart after zooming or panning (also a double-click)</source>
            <translation>Zurück zum ganzen Diagramm nach Zoomen oder Verschieben (auch Doppelklick)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartView</name>
        <message>
            <source>Chart. Ctrl+wheel, or the wheel while the chart has the focus, zooms; drag to pan; double-click or Ctrl+0 resets the view; hover for the values.</source>
            <translation>Diagramm. Strg+Mausrad, oder das Mausrad bei Fokus auf dem Diagramm, zoomt; Ziehen verschiebt; Doppelklick oder Strg+0 setzt die Ansicht zurück; Überfahren zeigt die Werte.</translation>
        </message>
        <message>
            <source>No plan that runs yet: %1</source>
            <translation>Noch kein lauffähiger Plan: %1</translation>
        </message>
        <message>
            <source>Showing the last plan that runs; this one cannot (the message above says why)</source>
            <translation>Zeigt den letzten lauffähigen Plan; dieser ist es nicht (die Meldung oben sagt, warum)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::CheckpointChart</name>
        <message>
            <source>Checkpoint and failure overhead vs checkpoint interval</source>
            <translation>Checkpoint- und Ausfall-Overhead über dem Checkpoint-Intervall</translation>
        </message>
        <message>
            <source>Checkpoint interval (minutes)</source>
            <translation>Checkpoint-Intervall (Minuten)</translation>
        </message>
        <message>
            <source>Overhead (% of training time)</source>
            <translation>Overhead (% der Trainingszeit)</translation>
        </message>
        <message>
            <source>Synchronous</source>
            <translation>Synchron</translation>
        </message>
        <message>
            <source>Asynchronous</source>
            <translation>Asynchron</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Dieser Plan</translation>
        </message>
        <message>
            <source>async</source>
            <translation>async</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>sync</translation>
        </message>
        <message>
            <source>Young (%1): %2</source>
            <translation>Young (%1): %2</translation>
        </message>
        <message>
            <source>Daly (%1): %2</source>
            <translation>Daly (%1): %2</translation>
        </message>
        <message>
            <source>%1
every %2: %3 overhead</source>
            <translation>%1
alle %2: %3 Overhead</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the checkpoint interval</source>
            <translation>Klicken zum Fokussieren; erneut klicken, um das Checkpoint-Intervall zu setzen</translation>
        </message>
        <message>
            <source>Click to set the checkpoint interval (whole minutes); drag to pan</source>
            <translation>Klicken setzt das Checkpoint-Intervall (ganze Minuten); Ziehen verschiebt</translation>
        </message>
        <message>
            <source>Sync and async: the same here</source>
            <translation>Synchron und asynchron: hier gleich</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ComparisonTable</name>
        <message>
            <source>A/B comparison</source>
            <translation>A/B-Vergleich</translation>
        </message>
        <message>
            <source>Plan A (pinned or opened) against plan B (the plan being edited): difference B − A and ratio B / A. Rows that differ by 1 % or more are bold.</source>
            <translation>Plan A (festgehalten oder geöffnet) gegen Plan B (der bearbeitete Plan): Differenz B − A und Verhältnis B / A. Zeilen, die um 1 % oder mehr abweichen, sind fett.</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Kennzahl</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>B − A</source>
            <translation>B − A</translation>
        </message>
        <message>
            <source>B / A</source>
            <translation>B / A</translation>
        </message>
        <message>
            <source>No plan A yet. View ▸ Pin current plan as A (Ctrl+Shift+P) freezes this plan as A while you edit B; View ▸ Open plan as A… compares with a saved plan.</source>
            <translation>Noch kein Plan A. Ansicht ▸ Aktuellen Plan als A festhalten (Strg+Umschalt+P) friert diesen Plan als A ein, während Sie B bearbeiten; Ansicht ▸ Plan als A öffnen… vergleicht mit einem gespeicherten Plan.</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::IdleCostChart</name>
        <message>
            <source>Cost of idle time</source>
            <translation>Kosten der Leerlaufzeit</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>Idle cost (USD)</source>
            <translation>Leerlaufkosten (USD)</translation>
        </message>
        <message>
            <source>USD / idle minute</source>
            <translation>USD / Leerlaufminute</translation>
        </message>
        <message>
            <source>Idle cost of the job</source>
            <translation>Leerlaufkosten</translation>
        </message>
        <message>
            <source>Per idle minute (right)</source>
            <translation>Pro Minute (rechts)</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Dieser Plan</translation>
        </message>
        <message>
            <source>This plan's idle cost by cause (USD)</source>
            <translation>Leerlaufkosten dieses Plans nach Ursache (USD)</translation>
        </message>
        <message>
            <source>Idle cost by cause</source>
            <translation>Leerlaufkosten nach Ursache</translation>
        </message>
        <message>
            <source>other</source>
            <translation>Sonstiges</translation>
        </message>
        <message>
            <source>million USD</source>
            <translation>Mio. USD</translation>
        </message>
        <message>
            <source>thousand USD</source>
            <translation>Tsd. USD</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>This plan's idle cost by cause (%1)</source>
            <translation>Leerlaufkosten dieses Plans nach Ursache (%1)</translation>
        </message>
        <message>
            <source>%1: %2 of idle cost</source>
            <translation>%1: %2 der Leerlaufkosten</translation>
        </message>
        <message>
            <source>%1 GPUs: %2 per idle minute</source>
            <translation>%1 GPUs: %2 pro Leerlaufminute</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3 idle over the job</source>
            <translation>%1
%2 GPUs: %3 Leerlauf über den Job</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::LossChart</name>
        <message>
            <source>GPU utilization vs packet loss</source>
            <translation>GPU-Auslastung über dem Paketverlust</translation>
        </message>
        <message>
            <source>Packet loss rate (%)</source>
            <translation>Paketverlustrate (%)</translation>
        </message>
        <message>
            <source>GPU busy computing (%)</source>
            <translation>GPU rechnet (%)</translation>
        </message>
        <message>
            <source>Job time increase (%)</source>
            <translation>Zunahme der Jobdauer (%)</translation>
        </message>
        <message>
            <source>GPU utilization (left)</source>
            <translation>GPU-Auslastung (links)</translation>
        </message>
        <message>
            <source>Job time increase (right)</source>
            <translation>Zunahme der Jobdauer (rechts)</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Dieser Plan</translation>
        </message>
        <message>
            <source>%1 utilization (left)</source>
            <translation>%1 – Auslastung (links)</translation>
        </message>
        <message>
            <source>%1
at %2 % loss: %3 %</source>
            <translation>%1
bei %2 % Verlust: %3 %</translation>
        </message>
        <message>
            <source>This plan (no loss)</source>
            <translation>Dieser Plan (ohne Verlust)</translation>
        </message>
        <message>
            <source>%1
without packet loss: %2 %</source>
            <translation>%1
ohne Paketverlust: %2 %</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::NcclFitChart</name>
        <message>
            <source>nccl-tests log against its fit</source>
            <translation>nccl-tests-Log und seine Anpassung</translation>
        </message>
        <message>
            <source>Message size (bytes)</source>
            <translation>Nachrichtengröße (Bytes)</translation>
        </message>
        <message>
            <source>Bus bandwidth (GB/s)</source>
            <translation>Busbandbreite (GB/s)</translation>
        </message>
        <message>
            <source>Time per call (µs)</source>
            <translation>Zeit pro Aufruf (µs)</translation>
        </message>
        <message>
            <source>busbw measured (left)</source>
            <translation>busbw gemessen (links)</translation>
        </message>
        <message>
            <source>time measured (right)</source>
            <translation>Zeit gemessen (rechts)</translation>
        </message>
        <message>
            <source>left out of the fit</source>
            <translation>nicht in der Anpassung</translation>
        </message>
        <message>
            <source>busbw fitted</source>
            <translation>busbw angepasst</translation>
        </message>
        <message>
            <source>time fitted</source>
            <translation>Zeit angepasst</translation>
        </message>
        <message>
            <source>%1
at %2: %3</source>
            <translation>%1
bei %2: %3</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ParetoChart</name>
        <message>
            <source>Days vs dollars: the Pareto front across GPU counts</source>
            <translation>Tage gegen Dollar: die Pareto-Front über GPU-Anzahlen</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>Vorhergesagte Jobdauer (Tage)</translation>
        </message>
        <message>
            <source>Total cost (million $)</source>
            <translation>Gesamtkosten (Mio. $)</translation>
        </message>
        <message>
            <source>Pareto front</source>
            <translation>Pareto-Front</translation>
        </message>
        <message>
            <source>Sync wall of a family</source>
            <translation>Sync Wall einer Familie</translation>
        </message>
        <message>
            <source>%1
%2, %3%4</source>
            <translation>%1
%2, %3%4</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SensitivityTable</name>
        <message>
            <source>What if</source>
            <translation>Was wäre wenn</translation>
        </message>
        <message>
            <source>Job time</source>
            <translation>Jobdauer</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Kosten</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensitivität</translation>
        </message>
        <message>
            <source>Each row re-evaluates this plan with one input changed: scale-out NIC bandwidth × 1.1, switch hop latency + 1 µs, packet loss set to 0.01 / 0.1 / 1 %, one GPU 15 % slower.</source>
            <translation>Jede Zeile bewertet diesen Plan mit einer geänderten Eingabe neu: Scale-out-NIC-Bandbreite × 1.1, Switch-Hop-Latenz + 1 µs, Paketverlust auf 0.01 / 0.1 / 1 %, eine GPU 15 % langsamer.</translation>
        </message>
        <message>
            <source>does not fit</source>
            <translation>passt nicht</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::StepBreakdownChart</name>
        <message>
            <source>Where one step goes</source>
            <translation>Wo die Zeit eines Schritts bleibt</translation>
        </message>
        <message>
            <source>Time per step (seconds)</source>
            <translation>Zeit pro Schritt (Sekunden)</translation>
        </message>
        <message>
            <source>%1 %2 → %3</source>
            <translation>%1 %2 → %3</translation>
        </message>
        <message>
            <source>%1 %2 (%3)</source>
            <translation>%1 %2 (%3)</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>Time per step (seconds); legend: A → B</source>
            <translation>Zeit pro Schritt (Sekunden); Legende: A → B</translation>
        </message>
        <message>
            <source>%1%2: %3 of a %4 step (%5)</source>
            <translation>%1%2: %3 eines Schritts von %4 (%5)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SummaryStrip</name>
        <message>
            <source>Last plan that runs</source>
            <translation>Letzter lauffähiger Plan</translation>
        </message>
        <message>
            <source>This plan cannot run: %1 %2</source>
            <translation>Dieser Plan kann nicht laufen: %1 %2</translation>
        </message>
        <message>
            <source>Last plan that runs — this one: %1 %2</source>
            <translation>Letzter lauffähiger Plan — dieser: %1 %2</translation>
        </message>
        <message>
            <source>No plan that runs yet</source>
            <translation>Noch kein lauffähiger Plan</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SyncWallChart</name>
        <message>
            <source>Sync wall: job time vs GPU count (global batch fixed)</source>
            <translation>Sync Wall: Jobdauer über GPU-Anzahl (globaler Batch fest)</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>Vorhergesagte Jobdauer (Tage)</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>Theoretisches Minimum</translation>
        </message>
        <message>
            <source>Predicted</source>
            <translation>Vorhergesagt</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync Wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>Knie</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Dieser Plan</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3</source>
            <translation>%1
%2 GPUs: %3</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the GPU count</source>
            <translation>Klicken zum Fokussieren; erneut klicken, um die GPU-Anzahl zu setzen</translation>
        </message>
        <message>
            <source>Click to set the GPU count (the nearest valid count); drag to pan</source>
            <translation>Klicken setzt die GPU-Anzahl (die nächste gültige Anzahl); Ziehen verschiebt</translation>
        </message>
    </context>
</TS>
