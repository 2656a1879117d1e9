<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>About</name>
        <message>
            <source>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;What-if planner for the completion time of large AI training jobs: network, pipeline, recomputation, stragglers, checkpoints, failures and cost in one analytic model. Every number has a breakdown; Help ▸ Manual (F1) explains the tiles, the charts and the formulas.&lt;/p&gt;&lt;p&gt;Licence: proprietary, all rights reserved. Built with Qt %2 (running on Qt %3, LGPL 3), QCustomPlot 2.1 (GPL 3) and Eigen 3.4 (MPL 2.0).&lt;/p&gt;&lt;p&gt;The model stands on: Narayanan et al. (Megatron-LM, SC'21), Korthikanti et al. (activation recomputation, 2022), Rajbhandari et al. (ZeRO, SC'20), Hockney (α–β, 1994), Thakur, Rabenseifner and Gropp (collectives, 2005), Young (1974) and Daly (2006) on checkpoint intervals, Blom (1958) on order statistics; NVIDIA nccl-tests for bus bandwidth.&lt;/p&gt;&lt;p&gt;Links: &lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;大規模 AI 学習ジョブの完了時間を試算する what-if プランナー：ネットワーク、パイプライン、再計算、ストラグラー、チェックポイント、障害、コストを一つの解析モデルで扱います。すべての数値に内訳があり、ヘルプ ▸ マニュアル (F1) がタイル、グラフ、数式を説明します。&lt;/p&gt;&lt;p&gt;ライセンス：プロプライエタリ、無断転載禁止。Qt %2 でビルド（Qt %3 で実行、LGPL 3）、QCustomPlot 2.1 (GPL 3)、Eigen 3.4 (MPL 2.0) を使用。&lt;/p&gt;&lt;p&gt;モデルの根拠：Narayanan ら (Megatron-LM, SC'21)、Korthikanti ら（活性化の再計算、2022）、Rajbhandari ら (ZeRO, SC'20)、Hockney (α–β, 1994)、Thakur・Rabenseifner・Gropp（集団通信、2005）、チェックポイント間隔について Young (1974) と Daly (2006)、順序統計量について Blom (1958)、バス帯域幅について NVIDIA nccl-tests。&lt;/p&gt;&lt;p&gt;リンク：&lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About JCT Planner</source>
            <translation>JCT Planner について</translation>
        </message>
    </context>
    <context>
        <name>AtomicFile</name>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1：書き込めません：%2</translation>
        </message>
        <message>
            <source>it is %1, not a regular file; only a regular file is written</source>
            <translation>%1 であり、通常のファイルではありません。書き込むのは通常のファイルだけです</translation>
        </message>
        <message>
            <source>it is %1, which is being read; choose another file to write</source>
            <translation>%1 は読み込み中です。書き込み先に別のファイルを選んでください</translation>
        </message>
        <message>
            <source>%1 (%2 of %3 bytes written)</source>
            <translation>%1（%3 バイト中 %2 バイトを書き込み）</translation>
        </message>
        <message>
            <source>%1 (syncing to disk failed)</source>
            <translation>%1（ディスクへの同期に失敗）</translation>
        </message>
        <message>
            <source>the temporary file could not be renamed into place</source>
            <translation>一時ファイルを所定の位置に名前変更できませんでした</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>ディレクトリ</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>キャラクターデバイス</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>ブロックデバイス</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>ソケット</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>通常のファイルではありません</translation>
        </message>
    </context>
    <context>
        <name>Capacity</name>
        <message>
            <source>tp %1 · pp %2 · cp %3, global batch %4</source>
            <translation>tp %1 · pp %2 · cp %3、グローバルバッチ %4</translation>
        </message>
        <message>
            <source>Fewest GPUs to finish within %1: %2 GPUs (dp %3; %4), predicted %5 including checkpoints and expected failures, total cost %6.</source>
            <translation>%1 以内に完了する最少 GPU 数：%2 GPU（dp %3、%4）、予測 %5（チェックポイントと予想される故障を含む）、総コスト %6。</translation>
        </message>
        <message>
            <source>Least cost per trained token: %1 GPUs (dp %2), %3 per million tokens (%4 in all), predicted %5.</source>
            <translation>学習トークンあたり最小コスト：%1 GPU（dp %2）、100 万トークンあたり %3（合計 %4）、予測 %5。</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPU</translation>
        </message>
        <message>
            <source>Deadline check: this plan (%1) cannot run as given, so it cannot meet %2.</source>
            <translation>期限チェック：このプラン（%1）はこのままでは実行できないため、%2 を満たせません。</translation>
        </message>
        <message>
            <source>Deadline check: yes, this cluster (%1) meets %2 with %3 to spare (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>期限チェック：はい、このクラスタ（%1）は %2 を %3 の余裕で満たします（クラスタ料金で GPU 時間 %4）。予測 %5。</translation>
        </message>
        <message>
            <source>Deadline check: no, this cluster (%1) misses %2 by %3 (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>期限チェック：いいえ、このクラスタ（%1）は %2 を %3 超過します（クラスタ料金で GPU 時間 %4）。予測 %5。</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) gives a plan that can run (each runs out of memory or cannot finish).</source>
            <translation>到達不能：このレイアウト（%1）のどの GPU 数でも実行できるプランになりません（メモリに収まらないか、終わりません）。</translation>
        </message>
        <message>
            <source>Least cost per trained token: no GPU count of this layout gives a plan that can run.</source>
            <translation>学習トークンあたり最小コスト：このレイアウトのどの GPU 数でも実行できるプランになりません。</translation>
        </message>
        <message>
            <source>No GPU count whose data-parallel size splits the %1 micro-batches evenly finishes within %2 (%3).</source>
            <translation>データ並列サイズが %1 個のマイクロバッチを均等に分割する GPU 数で、%2 以内に完了するものはありません（%3）。</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) would, predicted %3, with a global batch that splits over %2 ranks: the %4 micro-batches do not (some ranks would run one more).</source>
            <translation>%1 GPU（dp %2）なら予測 %3 で間に合います。ただしグローバルバッチが %2 rank に均等に分割できる場合です：%4 個のマイクロバッチはそうではありません（一部の rank が 1 つ多く実行）。</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) finishes within %2. The fastest is %3 at %4 GPUs.</source>
            <translation>到達不能：このレイアウト（%1）のどの GPU 数でも %2 以内に完了しません。最速は %4 GPU で %3。</translation>
        </message>
    </context>
    <context>
        <name>Catalog</name>
        <message>
            <source>cannot read catalog %1: %2</source>
            <translation>カタログ %1 を読み込めません：%2</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: line %2, column %3: %4</source>
            <translation>カタログ %1 は有効な JSON ではありません：%2 行 %3 列：%4</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: %2</source>
            <translation>カタログ %1 は有効な JSON ではありません：%2</translation>
        </message>
    </context>
    <context>
        <name>ChartEditText</name>
        <message>
            <source>Set GPU count to %1 on the chart</source>
            <translation>グラフ上で GPU 数を %1 に設定</translation>
        </message>
        <message>
            <source>Set checkpoint interval to %1 min on the chart</source>
            <translation>グラフ上でチェックポイント間隔を %1 分に設定</translation>
        </message>
    </context>
    <context>
        <name>ChartFile</name>
        <message>
            <source>DPI %1 is out of range (%2 to %3)</source>
            <translation>DPI %1 は範囲外です（%2〜%3）</translation>
        </message>
        <message>
            <source>size %1x%2 is out of range (1 to %3 pixels a side)</source>
            <translation>サイズ %1x%2 は範囲外です（1 辺 1〜%3 ピクセル）</translation>
        </message>
        <message>
            <source>size %1x%2 at %3 DPI is only %4x%5 points of layout, too small for readable text (at least 240x160: a larger size or a lower DPI)</source>
            <translation>サイズ %1x%2、%3 DPI ではレイアウトが %4x%5 ポイントしかなく、文字を読めません（240x160 以上が必要：サイズを大きくするか DPI を下げてください）</translation>
        </message>
    </context>
    <context>
        <name>ChartId</name>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Cost of idle time</source>
            <translation>アイドル時間のコスト</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead</source>
            <translation>チェックポイントと故障のオーバーヘッド</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>ステップの内訳</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Capacity questions for a deadline.</source>
            <translation>期限に対するキャパシティの質問。</translation>
        </message>
        <message>
            <source>scenario file (.jctplan); the built-in default when omitted</source>
            <translation>シナリオファイル（.jctplan）。省略時は組み込みの既定</translation>
        </message>
        <message>
            <source>delivery deadline in days</source>
            <translation>納期（日）</translation>
        </message>
        <message>
            <source>print the answers as JSON</source>
            <translation>回答を JSON で出力</translation>
        </message>
        <message>
            <source>usage: jct capacity [FILE] --deadline DAYS [--json]</source>
            <translation>使い方：jct capacity [FILE] --deadline DAYS [--json]</translation>
        </message>
        <message>
            <source>print this help</source>
            <translation>このヘルプを表示</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1：開けません：%2</translation>
        </message>
        <message>
            <source>jct %1: one scenario file at most, got %2</source>
            <translation>jct %1：シナリオファイルは 1 つまでです。指定数 %2</translation>
        </message>
        <message>
            <source>default scenario</source>
            <translation>既定のシナリオ</translation>
        </message>
        <message>
            <source>the plan cannot run: </source>
            <translation>このプランは実行できません：</translation>
        </message>
        <message>
            <source>the sync-wall knee's scaling-efficiency threshold in percent (70)</source>
            <translation>sync wall のニーのスケーリング効率しきい値（パーセント、既定 70）</translation>
        </message>
        <message>
            <source>jct %1: --knee needs a percentage in (0, 100], got '%2'</source>
            <translation>jct %1：--knee には (0, 100] のパーセントが必要です。指定値 '%2'</translation>
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
            <translation>使い方：jct &lt;command&gt; [options]

コマンド：
  eval [FILE] [--json] [--knee PERCENT]     シナリオを 1 つ評価（FILE がなければ組み込みの既定）
  sweep [FILE] --gpus A:B[:xSTEP] [--csv]   sync wall の曲線：GPU 数ごとに 1 行
  validate FILE.json                        公開済み実行結果ファイルについて予測と実測を比較
  fit-nccl LOG... [--json] [--into PLAN -o OUT]
                                            1 クラスタの nccl-tests ログに alpha とバス帯域をフィット
  capacity [FILE] --deadline DAYS [--json]  期限に間に合う最少 GPU 数、トークンあたり最小コスト、期限チェック
  report [FILE] -o OUT.pdf [--compare B] [--knee PERCENT]
                                            調達レポートを書き出す（A4 PDF）
  plot [FILE] --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
                                            グラフを 1 つ書き出す（sync-wall、idle-cost、failures、
                                            breakdown）。形式は .png、.svg、.pdf
  search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--json]
                                            自動プランナー：最良のレイアウト、パレートフロント、sync wall

終了コード：0 成功、1 有効だが実行不可能なプラン、2 不正な入力。
</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>レイアウト</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batches of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6、%7 GPU。ステップごとに %9 のマイクロバッチ %8 個</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>メモリ</translation>
        </message>
        <message>
            <source>%1 of %2 usable per GPU (%3)</source>
            <translation>GPU あたり %1 使用、使用可能 %2（%3）</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>ステップ時間</translation>
        </message>
        <message>
            <source>%1 mean, p50 %2, p99 %3 over steps (the job is priced on the mean)</source>
            <translation>平均 %1、p50 %2、p99 %3（ステップ単位。ジョブは平均で価格計算）</translation>
        </message>
        <message>
            <source>%1 NVLink domain</source>
            <translation>NVLink ドメイン %1 個</translation>
        </message>
        <message>
            <source>%1 NVLink domains</source>
            <translation>NVLink ドメイン %1 個</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>集団通信</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>チェックポイント</translation>
        </message>
        <message>
            <source>%1 every %2 (Young %3, Daly %4); blocks %5 each%6; final %7; overhead %8</source>
            <translation>%1、%2 ごと（Young %3、Daly %4）。各回のブロック %5%6。最終 %7。オーバーヘッド %8</translation>
        </message>
        <message>
            <source> (async: max of copy %1, flush %2)</source>
            <translation> （非同期：コピー %1 とフラッシュ %2 の大きい方）</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>故障</translation>
        </message>
        <message>
            <source>job MTBF %1; %2 expected failures; recovery %3 each; lost work %4 each; overhead %5</source>
            <translation>ジョブ MTBF %1。予想故障 %2 回。各回の復旧 %3。各回の失われた作業 %4。オーバーヘッド %5</translation>
        </message>
        <message>
            <source>recovery</source>
            <translation>復旧</translation>
        </message>
        <message>
            <source>by source</source>
            <translation>発生源別</translation>
        </message>
        <message>
            <source>the plan's job MTBF overrides the per-component MTBFs</source>
            <translation>プランのジョブ MTBF がコンポーネントごとの MTBF に優先します</translation>
        </message>
        <message>
            <source>Data</source>
            <translation>データ</translation>
        </message>
        <message>
            <source>%1 per step needs %2 GB/s; storage delivers %3; stall %4 per step</source>
            <translation>ステップあたり %1 に %2 GB/s が必要。ストレージの供給 %3。ステップあたりの停止 %4</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>制限なし</translation>
        </message>
        <message>
            <source>Serial</source>
            <translation>直列</translation>
        </message>
        <message>
            <source>%1 (startup, staging): %2 of the job (Amdahl); validation %3</source>
            <translation>%1（起動、ステージング）：ジョブの %2（Amdahl）。検証 %3</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>感度</translation>
        </message>
        <message>
            <source>what one change does to this plan:</source>
            <translation>1 つの変更がこのプランに与える影響：</translation>
        </message>
        <message>
            <source>plan no longer fits</source>
            <translation>プランが収まらなくなる</translation>
        </message>
        <message>
            <source>JCT %1%2 (%3%4), cost %5%6</source>
            <translation>JCT %1%2（%3%4）、コスト %5%6</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>ニー</translation>
        </message>
        <message>
            <source>Scaling</source>
            <translation>スケーリング</translation>
        </message>
        <message>
            <source>INFEASIBLE</source>
            <translation>実行不可</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>スループット</translation>
        </message>
        <message>
            <source>JCT</source>
            <translation>JCT</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>待機</translation>
        </message>
        <message>
            <source>Evaluate one scenario.</source>
            <translation>シナリオを 1 つ評価します。</translation>
        </message>
        <message>
            <source>print the result as JSON</source>
            <translation>結果を JSON で出力</translation>
        </message>
        <message>
            <source>usage: jct eval [FILE] [--json] [--knee PERCENT]</source>
            <translation>使い方：jct eval [FILE] [--json] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Assumed</source>
            <translation>仮定</translation>
        </message>
        <message>
            <source>jct: unknown command '%1'</source>
            <translation>jct：不明なコマンド '%1'</translation>
        </message>
        <message>
            <source>jct %1: not available in this build (it needs the drawing library that the jct executable links)</source>
            <translation>jct %1：このビルドでは使えません（jct 実行ファイルがリンクする描画ライブラリが必要です）</translation>
        </message>
        <message>
            <source>%1: %2, %3; busbw = algbw × %4 as the log computes it</source>
            <translation>%1：%2、%3。busbw = algbw × %4（ログの計算どおり）</translation>
        </message>
        <message>
            <source>line</source>
            <translation>行</translation>
        </message>
        <message>
            <source>size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <source>place</source>
            <translation>配置</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>実測</translation>
        </message>
        <message>
            <source>fitted</source>
            <translation>フィット</translation>
        </message>
        <message>
            <source>error</source>
            <translation>誤差</translation>
        </message>
        <message>
            <source>regime</source>
            <translation>領域</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>インプレース</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>アウトオブプレース</translation>
        </message>
        <message>
            <source>α: %1</source>
            <translation>α：%1</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>帯域：%1</translation>
        </message>
        <message>
            <source>%1 points (%2 latency, %3 plateau, %4 transition, %5 left out); max |error| over the fitted ones %6</source>
            <translation>%1 点（レイテンシ %2、プラトー %3、遷移 %4、除外 %5）。フィット点の最大 |誤差| %6</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>注：%1</translation>
        </message>
        <message>
            <source>Fit the latency (alpha) and bus bandwidth of a fabric to nccl-tests logs of one cluster.</source>
            <translation>1 クラスタの nccl-tests ログにファブリックのレイテンシ（alpha）とバス帯域をフィットします。</translation>
        </message>
        <message>
            <source>nccl-tests output (one or more files of one cluster)</source>
            <translation>nccl-tests の出力（1 クラスタの 1 つ以上のファイル）</translation>
        </message>
        <message>
            <source>print the fit as JSON</source>
            <translation>フィット結果を JSON で出力</translation>
        </message>
        <message>
            <source>a plan whose fabric (or NVLink, for a one-domain log) takes the fit</source>
            <translation>フィットを受け取るプラン：そのファブリック（1 ドメインのログなら NVLink）</translation>
        </message>
        <message>
            <source>where to write the plan with the fitted fabric</source>
            <translation>フィットしたファブリックを持つプランの書き出し先</translation>
        </message>
        <message>
            <source>usage: jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</source>
            <translation>使い方：jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</translation>
        </message>
        <message>
            <source>jct fit-nccl: --into PLAN and -o OUT go together</source>
            <translation>jct fit-nccl：--into PLAN と -o OUT は一緒に指定します</translation>
        </message>
        <message>
            <source>%1: the %2 table under line %3 determines neither α nor a bandwidth: %4; %5</source>
            <translation>%1：%3 行目の下の %2 の表は α も帯域も決められません：%4。%5</translation>
        </message>
        <message>
            <source>%1: the %2 table determines neither α nor a bandwidth: %3; %4</source>
            <translation>%1：%2 の表は α も帯域も決められません：%3。%4</translation>
        </message>
        <message>
            <source>the nccl-tests log being read</source>
            <translation>読み込み中の nccl-tests ログ</translation>
        </message>
        <message>
            <source>the plan given to --into</source>
            <translation>--into に渡したプラン</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2 (%3); write the fitted plan to another file</source>
            <translation>jct fit-nccl：-o %1 は%2（%3）です。フィットしたプランは別のファイルに書き出してください</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2, not a regular file; write the fitted plan to a regular file</source>
            <translation>jct fit-nccl：-o %1 は%2で、通常のファイルではありません。フィットしたプランは通常のファイルに書き出してください</translation>
        </message>
        <message>
            <source>together (%1 tables): α per ring step %2, busbw %3</source>
            <translation>合算（%1 表）：リングステップあたり α %2、busbw %3</translation>
        </message>
        <message>
            <source>not determined</source>
            <translation>決定できず</translation>
        </message>
        <message>
            <source>usage: jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</source>
            <translation>使い方：jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
        jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
        jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG draws the log against its fit; it takes no --chart</source>
            <translation>jct plot：--nccl LOG はログとそのフィットを描きます。--chart は取りません</translation>
        </message>
        <message>
            <source>jct plot: --chart is required: one of %1</source>
            <translation>jct plot：--chart が必要です：%1 のいずれか</translation>
        </message>
        <message>
            <source>jct plot: unknown chart '%1'; allowed: %2</source>
            <translation>jct plot：不明なグラフ '%1'。使えるもの：%2</translation>
        </message>
        <message>
            <source>jct plot: -o OUT is required (.png, .svg or .pdf)</source>
            <translation>jct plot：-o OUT が必要です（.png、.svg、.pdf）</translation>
        </message>
        <message>
            <source>jct plot: %1: unknown output format '%2'; allowed: .png, .svg, .pdf</source>
            <translation>jct plot：%1：不明な出力形式 '%2'。使えるもの：.png、.svg、.pdf</translation>
        </message>
        <message>
            <source>jct plot: bad --size '%1': expected WxH in pixels, e.g. 1600x1000</source>
            <translation>jct plot：--size '%1' が不正です：ピクセル単位の 幅x高さ（例 1600x1000）</translation>
        </message>
        <message>
            <source>jct plot: bad --dpi '%1': expected a whole number, e.g. 150</source>
            <translation>jct plot：--dpi '%1' が不正です：整数が必要です（例 150）</translation>
        </message>
        <message>
            <source>jct plot: %1</source>
            <translation>jct plot：%1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 of %3 against its fit, %4x%5 px at %6 DPI)</source>
            <translation>%1 を書き出しました（%3 の %2 とそのフィット、%4x%5 px、%6 DPI）</translation>
        </message>
        <message>
            <source>note: the log holds %1 collectives; the chart shows the first, %2</source>
            <translation>注：ログには集団通信が %1 種類あります。グラフは最初の %2 を示します</translation>
        </message>
        <message>
            <source>Write one chart of a scenario as PNG, SVG or PDF.</source>
            <translation>シナリオのグラフを 1 つ PNG、SVG、PDF で書き出します。</translation>
        </message>
        <message>
            <source>scenario file; the built-in default when omitted</source>
            <translation>シナリオファイル。省略時は組み込みの既定</translation>
        </message>
        <message>
            <source>the chart</source>
            <translation>グラフ</translation>
        </message>
        <message>
            <source>an nccl-tests log to draw against its fit</source>
            <translation>フィットと並べて描く nccl-tests ログ</translation>
        </message>
        <message>
            <source>two plans, A then B: A laid over B as the window shows a pinned A (both curves, markers and step bars, named A: and B: in the legend)</source>
            <translation>2 つのプラン（A、B の順）：ウィンドウが固定した A を示すように A を B に重ねる（両方の曲線、マーカー、ステップバー。凡例では A: と B:）</translation>
        </message>
        <message>
            <source>output file</source>
            <translation>出力ファイル</translation>
        </message>
        <message>
            <source>pixels, WxH</source>
            <translation>ピクセル、幅x高さ</translation>
        </message>
        <message>
            <source>dots per inch</source>
            <translation>1 インチあたりのドット数</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG takes no plan</source>
            <translation>jct plot：--nccl LOG はプランを取りません</translation>
        </message>
        <message>
            <source>jct plot: --compare takes two plans, A then B (got %1)</source>
            <translation>jct plot：--compare は A、B の順に 2 つのプランを取ります（指定数 %1）</translation>
        </message>
        <message>
            <source>wrote %1 (%2, A and B, %3x%4 px at %5 DPI)</source>
            <translation>%1 を書き出しました（%2、A と B、%3x%4 px、%5 DPI）</translation>
        </message>
        <message>
            <source>wrote %1 (%2, %3x%4 px at %5 DPI)</source>
            <translation>%1 を書き出しました（%2、%3x%4 px、%5 DPI）</translation>
        </message>
        <message>
            <source>usage: jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</source>
            <translation>使い方：jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Write the procurement report of a scenario (A4 PDF), optionally against a second plan.</source>
            <translation>シナリオの調達レポートを書き出します（A4 PDF）。2 つ目のプランとの比較も可能です。</translation>
        </message>
        <message>
            <source>output PDF</source>
            <translation>出力 PDF</translation>
        </message>
        <message>
            <source>a second plan (B): tables get the columns A, B, Δ and B / A</source>
            <translation>2 つ目のプラン（B）：表に A、B、Δ、B / A の列が付きます</translation>
        </message>
        <message>
            <source>jct report: -o OUT.pdf is required</source>
            <translation>jct report：-o OUT.pdf が必要です</translation>
        </message>
        <message>
            <source>jct report: %1: the report is a PDF; name the output *.pdf</source>
            <translation>jct report：%1：レポートは PDF です。出力名は *.pdf にしてください</translation>
        </message>
        <message>
            <source>jct report: %1</source>
            <translation>jct report：%1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 pages)</source>
            <translation>%1 を書き出しました（%2 ページ）</translation>
        </message>
        <message>
            <source>--gpus must look like N, A:B or A:B:xSTEP (e.g. 256:4096 or 512:4096:x1.5), got '%1'</source>
            <translation>--gpus は N、A:B、A:B:xSTEP の形式です（例 256:4096、512:4096:x1.5）。指定値 '%1'</translation>
        </message>
        <message>
            <source>--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'</source>
            <translation>--gpus：1 ≤ A ≤ B ≤ 16777216 が必要です。指定値 '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor after 'x' must be greater than 1, got '%1'</source>
            <translation>--gpus：'x' の後のステップ係数は 1 より大きくなければなりません。指定値 '%1'</translation>
        </message>
        <message>
            <source>--gpus: %1 GPU counts in '%2'; at most %3 (use a larger step, e.g. :x2)</source>
            <translation>--gpus：'%2' に GPU 数が %1 個あります。最大 %3 個です（より大きなステップを使ってください。例 :x2）</translation>
        </message>
        <message>
            <source>%1 thread</source>
            <translation>%1 スレッド</translation>
        </message>
        <message>
            <source>%1 threads</source>
            <translation>%1 スレッド</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts (%2 tp·pp·cp·ep choices refused by a divisibility rule); %3 discarded by the memory model before timing; %4 evaluated in %5 on %6 (%7 evaluations/s)%8</source>
            <translation>有効なレイアウト %1 通り（tp·pp·cp·ep の選択 %2 通りが割り切れの規則で除外）。%3 通りは時間計算の前にメモリモデルで除外。%4 通りを %5 で %6 により評価（毎秒 %7 評価）%8</translation>
        </message>
        <message>
            <source> — cancelled</source>
            <translation> — キャンセル</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>step</source>
            <translation>ステップ</translation>
        </message>
        <message>
            <source>JCT days</source>
            <translation>JCT 日</translation>
        </message>
        <message>
            <source>total cost</source>
            <translation>総コスト</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>メモリ</translation>
        </message>
        <message>
            <source>layout</source>
            <translation>レイアウト</translation>
        </message>
        <message>
            <source>Best layout, step breakdown:</source>
            <translation>最良レイアウトのステップ内訳：</translation>
        </message>
        <message>
            <source>checkpoints %1, failures %2 of the training time; efficiency %3</source>
            <translation>チェックポイント %1、故障 %2（学習時間比）。効率 %3</translation>
        </message>
        <message>
            <source>Pareto front, days vs dollars (no other layout is both faster and cheaper):</source>
            <translation>パレートフロント、日数とドル（これより速くかつ安いレイアウトは他にない）：</translation>
        </message>
        <message>
            <source>%1 GPUs %2 days %3  %4</source>
            <translation>%1 GPU %2 日 %3  %4</translation>
        </message>
        <message>
            <source>this GPU</source>
            <translation>この GPU</translation>
        </message>
        <message>
            <source>No layout runs on %1 at these GPU counts: %2 fit in memory, but none finishes (the expected job time is not finite or past 1,000,000 days; jct eval says why).</source>
            <translation>これらの GPU 数では %1 で実行できるレイアウトがありません：%2 通りはメモリに収まりますが、どれも終わりません（予想ジョブ時間が有限でないか 1,000,000 日を超えます。理由は jct eval で）。</translation>
        </message>
        <message>
            <source>No layout fits in memory on %1 at these GPU counts.</source>
            <translation>これらの GPU 数では %1 のメモリに収まるレイアウトがありません。</translation>
        </message>
        <message>
            <source>The auto-planner: the best parallel layouts, the Pareto front and their sync walls.</source>
            <translation>自動プランナー：最良の並列レイアウト、パレートフロント、その sync wall。</translation>
        </message>
        <message>
            <source>GPU counts: N, A:B (A, 2A, 4A, …, B) or A:B:xSTEP; the plan's count by default</source>
            <translation>GPU 数：N、A:B（A、2A、4A、…、B）、A:B:xSTEP。既定はプランの数</translation>
        </message>
        <message>
            <source>time, cost or cost-per-token</source>
            <translation>time、cost、cost-per-token のいずれか</translation>
        </message>
        <message>
            <source>how many layouts to report (default 10)</source>
            <translation>報告するレイアウト数（既定 10）</translation>
        </message>
        <message>
            <source>worker threads (default 0: every core)</source>
            <translation>ワーカースレッド数（既定 0：全コア）</translation>
        </message>
        <message>
            <source>usage: jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</source>
            <translation>使い方：jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</translation>
        </message>
        <message>
            <source>jct search: one scenario file at most</source>
            <translation>jct search：シナリオファイルは 1 つまでです</translation>
        </message>
        <message>
            <source>jct search: --objective must be time, cost or cost-per-token, got '%1'</source>
            <translation>jct search：--objective は time、cost、cost-per-token のいずれかです。指定値 '%1'</translation>
        </message>
        <message>
            <source>jct search: --top must be a whole number from 1 to 10000, got '%1'</source>
            <translation>jct search：--top は 1 から 10000 の整数です。指定値 '%1'</translation>
        </message>
        <message>
            <source>jct search: --threads must be 0 (every core) or a whole number up to 1024, got '%1'</source>
            <translation>jct search：--threads は 0（全コア）または 1024 までの整数です。指定値 '%1'</translation>
        </message>
        <message>
            <source>jct search: %1</source>
            <translation>jct search：%1</translation>
        </message>
        <message>
            <source>--gpus must look like A:B or A:B:xSTEP (e.g. 64:16384:x2), got '%1'</source>
            <translation>--gpus は A:B または A:B:xSTEP の形式です（例 64:16384:x2）。指定値 '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor x%1 gives %2 rows from %3 to %4 GPUs, at most %5 are allowed (a factor of at least %6)</source>
            <translation>--gpus：ステップ係数 x%1 では %3 から %4 GPU まで %2 行になります。許されるのは最大 %5 行です（係数 %6 以上）</translation>
        </message>
        <message>
            <source>loss</source>
            <translation>損失</translation>
        </message>
        <message>
            <source>GPU busy</source>
            <translation>GPU 稼働</translation>
        </message>
        <message>
            <source>vs no loss</source>
            <translation>損失なし比</translation>
        </message>
        <message>
            <source>GPU busy = compute / step time. Loss model: %1, RTT-sized window, %2 retransmission timeout for tail losses.</source>
            <translation>GPU 稼働 = 計算 / ステップ時間。損失モデル：%1、RTT サイズのウィンドウ、末尾の損失には %2 の再送タイムアウト。</translation>
        </message>
        <message>
            <source>min days</source>
            <translation>最小日数</translation>
        </message>
        <message>
            <source>eff.</source>
            <translation>効率</translation>
        </message>
        <message>
            <source>idle cost</source>
            <translation>アイドルコスト</translation>
        </message>
        <message>
            <source>note</source>
            <translation>注</translation>
        </message>
        <message>
            <source>The sync-wall curve: one row per GPU count.</source>
            <translation>sync wall の曲線：GPU 数ごとに 1 行。</translation>
        </message>
        <message>
            <source>GPU counts A:B[:xSTEP]</source>
            <translation>GPU 数 A:B[:xSTEP]</translation>
        </message>
        <message>
            <source>print CSV</source>
            <translation>CSV で出力</translation>
        </message>
        <message>
            <source>sweep the packet-loss rate instead (GPU utilization vs loss)</source>
            <translation>代わりにパケットロス率を掃引（パケットロスに対する GPU 利用率）</translation>
        </message>
        <message>
            <source>usage: jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</source>
            <translation>使い方：jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</translation>
        </message>
        <message>
            <source>jct sweep: --gpus A:B[:xSTEP] or --loss is required</source>
            <translation>jct sweep：--gpus A:B[:xSTEP] または --loss が必要です</translation>
        </message>
        <message>
            <source>jct sweep: %1</source>
            <translation>jct sweep：%1</translation>
        </message>
        <message>
            <source>jct sweep: the plan is not valid: %1</source>
            <translation>jct sweep：プランが有効ではありません：%1</translation>
        </message>
        <message>
            <source>Sync wall: %1</source>
            <translation>Sync wall：%1</translation>
        </message>
        <message>
            <source>Knee: %1</source>
            <translation>ニー：%1</translation>
        </message>
        <message>
            <source>Scaling: %1</source>
            <translation>スケーリング：%1</translation>
        </message>
        <message>
            <source>jct sweep: no GPU count in %1 is a multiple of tp·pp·cp = %2</source>
            <translation>jct sweep：%1 に tp·pp·cp = %2 の倍数の GPU 数がありません</translation>
        </message>
        <message>
            <source>rows</source>
            <translation>行数</translation>
        </message>
        <message>
            <source>compared</source>
            <translation>比較済</translation>
        </message>
        <message>
            <source>misses</source>
            <translation>ミス</translation>
        </message>
        <message>
            <source>mean |error|</source>
            <translation>平均 |誤差|</translation>
        </message>
        <message>
            <source>median |error|</source>
            <translation>中央値 |誤差|</translation>
        </message>
        <message>
            <source>run</source>
            <translation>実行</translation>
        </message>
        <message>
            <source>metric</source>
            <translation>指標</translation>
        </message>
        <message>
            <source>predicted</source>
            <translation>予測</translation>
        </message>
        <message>
            <source>All rows</source>
            <translation>全行</translation>
        </message>
        <message>
            <source>%1 rows: mean |error| %2%, median %3%  (%4 not compared or missed)</source>
            <translation>%1 行：平均 |誤差| %2%、中央値 %3%  （比較なしまたはミス %4）</translation>
        </message>
        <message>
            <source>Predicted against measured times for a published-runs file.</source>
            <translation>公開済み実行結果ファイルの予測時間と実測時間の比較。</translation>
        </message>
        <message>
            <source>published-runs file (JSON array)</source>
            <translation>公開済み実行結果ファイル（JSON 配列）</translation>
        </message>
        <message>
            <source>print rows and statistics as JSON</source>
            <translation>行と統計を JSON で出力</translation>
        </message>
        <message>
            <source>usage: jct validate FILE.json [--json]</source>
            <translation>使い方：jct validate FILE.json [--json]</translation>
        </message>
        <message>
            <source>changed %1</source>
            <translation>%1 を変更</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted NVLink</source>
            <translation>フィットした NVLink で %1 を書き出しました</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted fabric</source>
            <translation>フィットしたファブリックで %1 を書き出しました</translation>
        </message>
        <message>
            <source>%1: %2 more line(s) skipped</source>
            <translation>%1：さらに %2 行をスキップ</translation>
        </message>
        <message>
            <source>invalid layout</source>
            <translation>無効なレイアウト</translation>
        </message>
        <message>
            <source>does not fit in memory</source>
            <translation>メモリに収まらない</translation>
        </message>
        <message>
            <source>job time past 1,000,000 days</source>
            <translation>ジョブ時間が 1,000,000 日超</translation>
        </message>
        <message>
            <source>job time not finite</source>
            <translation>ジョブ時間が有限でない</translation>
        </message>
        <message>
            <source>not a multiple of tp·pp·cp = %1</source>
            <translation>tp·pp·cp = %1 の倍数でない</translation>
        </message>
        <message>
            <source>fewer than one micro-batch per rank</source>
            <translation>rank あたりのマイクロバッチが 1 未満</translation>
        </message>
        <message>
            <source>fewer than pp micro-batches for vpp &gt; 1</source>
            <translation>vpp &gt; 1 でマイクロバッチが pp 未満</translation>
        </message>
        <message>
            <source>By source</source>
            <translation>出典別</translation>
        </message>
        <message>
            <source>By GPU</source>
            <translation>GPU 別</translation>
        </message>
        <message>
            <source>By precision</source>
            <translation>精度別</translation>
        </message>
        <message>
            <source>Dense or MoE</source>
            <translation>Dense または MoE</translation>
        </message>
        <message>
            <source>Auto-planner: %1; GPU counts %2; objective: %3 (%4)</source>
            <translation>自動プランナー：%1。GPU 数 %2。目的：%3（%4）</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, which is being read; write to another file</source>
            <translation>jct %1：-o %2 は %3 で、読み込み中です。別のファイルに書き込んでください</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, not a regular file</source>
            <translation>jct %1：-o %2 は %3 で、通常のファイルではありません</translation>
        </message>
        <message>
            <source>%1 in %2 calls</source>
            <translation>%1（%2 回の呼び出し）</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>呼び出しあたり %1</translation>
        </message>
        <message>
            <source>%1 over %2 ranks (%3), %4: %5 (α %6 µs, β %7 GB/s)</source>
            <translation>%1、%2 rank（%3）、%4：%5（α %6 µs、β %7 GB/s）</translation>
        </message>
        <message>
            <source>fastest here on %1 GPUs (%2 days); wall at %3 GPUs with micro-batches of %4 (%5 days, %6)</source>
            <translation>ここでは %1 GPU で最速（%2 日）。sync wall は %3 GPU、マイクロバッチ %4（%5 日、%6）</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1], got '%2'</source>
            <translation>jct capacity：--deadline には (0, %1] の日数が必要です。指定値 '%2'</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1]</source>
            <translation>jct capacity：--deadline には (0, %1] の日数が必要です</translation>
        </message>
        <message>
            <source>%1, none during the run (no failure source is modelled); final %2</source>
            <translation>%1、実行中はなし（故障源をモデル化していない）。最終 %2</translation>
        </message>
        <message>
            <source>Sync wall of the %1 fastest layout families (of %2; global batch fixed, the least predicted JCT over each family's GPU counts):</source>
            <translation>最速のレイアウト系統 %1 個の sync wall（全 %2 個。グローバルバッチ固定、各系統の GPU 数のうち予測 JCT が最小のもの）：</translation>
        </message>
        <message>
            <source>uneven: B/b = %1 is not a multiple of dp</source>
            <translation>不均等：B/b = %1 は dp の倍数ではありません</translation>
        </message>
        <message>
            <source>Fastest of these rows with an even batch split: %1 GPUs, predicted JCT %2</source>
            <translation>これらの行のうちバッチを均等に分割する最速：%1 GPU、予測 JCT %2</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batch of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6、%7 GPU。ステップごとに %9 のマイクロバッチ %8 個</translation>
        </message>
        <message>
            <source>%1 for one of each (ZeRO-3 gathers twice a micro-batch, forward and backward, and reduce-scatters once)</source>
            <translation>%1（各 1 回分。ZeRO-3 はマイクロバッチごとに順伝播と逆伝播で 2 回 all-gather し、reduce-scatter を 1 回）</translation>
        </message>
    </context>
    <context>
        <name>ComparedCharts</name>
        <message>
            <source>Step: %1</source>
            <translation>ステップ：%1</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>カスタムネットワーク</translation>
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
            <translation>データ並列（導出）：N が tp·pp·cp = %1 の倍数ではありません</translation>
        </message>
        <message>
            <source>Data parallel (derived): dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt;; %6 micro-batches per step</source>
            <translation>データ並列（導出）：dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt;、1 ステップあたり %6 マイクロバッチ</translation>
        </message>
        <message>
            <source>no whole number of</source>
            <translation>整数個ではない</translation>
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
            <translation>%1 層、hidden %2、%3 ヘッド（%4）、FFN %5、シーケンス %6%7、パラメータ %8</translation>
        </message>
        <message>
            <source>, %1 experts top-%2</source>
            <translation>、%1 エキスパート top-%2</translation>
        </message>
        <message>
            <source>Set %1</source>
            <translation>%1 を設定</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>クラスタ</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Accelerator type: peak FLOP/s per precision, HBM, NVLink, power and a default price (resources/catalog/gpus.json, with sources).</source>
            <translation>アクセラレータの種類：精度ごとのピーク FLOP/s、HBM、NVLink、電力、既定の価格（resources/catalog/gpus.json、出典付き）。</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>N, the GPUs of the job. The slider steps through counts that make a valid layout (N = tp·pp·cp·dp with dp dividing the global batch); type any count in the box. More GPUs shorten each step until the sync wall.</source>
            <translation>N、ジョブの GPU 数。スライダーは有効なレイアウトになる数（N = tp·pp·cp·dp、dp はグローバルバッチを割り切る）だけを通ります。ボックスには任意の数を入力できます。GPU を増やすと sync wall までは各ステップが短くなります。</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>GPU 時間あたりの価格</translation>
        </message>
        <message>
            <source>What one GPU-hour costs. Total = N × JCT × price; an idle minute costs N × price / 60.</source>
            <translation>1 GPU 時間の費用。合計 = N × JCT × 価格。アイドル 1 分の費用は N × 価格 / 60。</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>エネルギー</translation>
        </message>
        <message>
            <source>Power per GPU</source>
            <translation>GPU あたりの電力</translation>
        </message>
        <message>
            <source>Average board power of one GPU while training (the GPU's catalog figure by default; choosing a GPU sets it). Energy = N × power × PUE × JCT.</source>
            <translation>学習中の GPU 1 基の平均ボード電力（既定は GPU のカタログ値。GPU を選ぶと設定されます）。エネルギー = N × 電力 × PUE × JCT。</translation>
        </message>
        <message>
            <source>PUE</source>
            <translation>PUE</translation>
        </message>
        <message>
            <source>Power usage effectiveness: the facility's power over the IT equipment's (cooling, conversion). 1.1–1.2 for a modern data centre; it multiplies the energy.</source>
            <translation>電力使用効率：施設の電力と IT 機器の電力の比（冷却、変換）。最新のデータセンターで 1.1–1.2。エネルギーに乗算されます。</translation>
        </message>
        <message>
            <source>Electricity price</source>
            <translation>電気料金</translation>
        </message>
        <message>
            <source>What one kWh costs. Energy cost = energy × price, added to the GPU-hours in the total cost.</source>
            <translation>1 kWh の価格。エネルギーコスト = エネルギー × 価格。総コストでは GPU 時間に加算されます。</translation>
        </message>
        <message>
            <source>Interconnect</source>
            <translation>インターコネクト</translation>
        </message>
        <message>
            <source>Fabric</source>
            <translation>ファブリック</translation>
        </message>
        <message>
            <source>Scale-out network preset: NIC rate, latency, switch hop latency, radix, transport, ECMP and SHARP (resources/catalog/fabrics.json).</source>
            <translation>スケールアウトネットワークのプリセット：NIC レート、レイテンシ、スイッチホップのレイテンシ、ラディックス、トランスポート、ECMP、SHARP（resources/catalog/fabrics.json）。</translation>
        </message>
        <message>
            <source>NIC bandwidth per GPU</source>
            <translation>GPU あたりの NIC 帯域幅</translation>
        </message>
        <message>
            <source>Line rate of each GPU's NIC. β = line rate × protocol efficiency × loss and ECMP factors (÷ oversubscription across the spine); ring all-reduce time = 2(n−1)α + 2(n−1)/n · N/β.</source>
            <translation>各 GPU の NIC の回線速度。β = 回線速度 × プロトコル効率 × 損失と ECMP の係数（÷ spine を越えるオーバーサブスクリプション）。リング all-reduce の時間 = 2(n−1)α + 2(n−1)/n · N/β。</translation>
        </message>
        <message>
            <source>Network latency</source>
            <translation>ネットワークレイテンシ</translation>
        </message>
        <message>
            <source>NIC and software latency of one message, before switch hops. α = latency + hops × hop latency; it weighs on small messages and on rings over many ranks (2(n−1)α).</source>
            <translation>スイッチホップ前の 1 メッセージの NIC とソフトウェアのレイテンシ。α = レイテンシ + ホップ数 × ホップレイテンシ。小さなメッセージや多数の rank にまたがるリングに効きます（2(n−1)α）。</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>パケットロス</translation>
        </message>
        <message>
            <source>Probability that a packet is lost. Go-back-N (RoCE default) resends the in-flight window, bandwidth × RTT / MTU packets, per loss: β × 1/(1 + p·W); selective repeat resends one.</source>
            <translation>パケットが失われる確率。Go-back-N（RoCE の既定）は損失ごとに送信中のウィンドウ、帯域幅 × RTT / MTU パケットを再送します：β × 1/(1 + p·W)。選択的再送は 1 つだけ再送します。</translation>
        </message>
        <message>
            <source>Microburst stall chance</source>
            <translation>マイクロバースト停止の確率</translation>
        </message>
        <message>
            <source>Probability that one scale-out link stalls a collective call (a microburst, a PFC pause, a tail packet). A call over d domains waits (1 − (1 − p)^d) × the stall duration on average.</source>
            <translation>スケールアウトリンク 1 本が集団通信呼び出しを停止させる確率（マイクロバースト、PFC ポーズ、テールパケット）。d ドメインにまたがる呼び出しは平均 (1 − (1 − p)^d) × 停止時間待ちます。</translation>
        </message>
        <message>
            <source>Stall duration</source>
            <translation>停止時間</translation>
        </message>
        <message>
            <source>How long one such stall holds the collective, in microseconds.</source>
            <translation>そのような停止が集団通信を止める時間（マイクロ秒）。</translation>
        </message>
        <message>
            <source>Collective algorithm</source>
            <translation>集団通信アルゴリズム</translation>
        </message>
        <message>
            <source>Like NCCL_ALGO. auto: the fastest of ring, tree, hierarchical, NVLS / NVLS-tree / SHARP and PAT for each group and message size, priced with NCCL's tuner constants. A forced algorithm a group cannot use falls back to ring.</source>
            <translation>NCCL_ALGO と同様。auto：各グループとメッセージサイズについて ring、tree、階層型、NVLS / NVLS-tree / SHARP、PAT のうち最速のもの。NCCL のチューナー定数で評価します。グループが使えない強制アルゴリズムは ring にフォールバックします。</translation>
        </message>
        <message>
            <source>NCCL protocol</source>
            <translation>NCCL プロトコル</translation>
        </message>
        <message>
            <source>Like NCCL_PROTO. auto: the fastest per call. LL: lowest latency, half the bandwidth; LL128: inside an NVLink domain, 92 % of the bandwidth; Simple: full bandwidth, highest latency.</source>
            <translation>NCCL_PROTO と同様。auto：呼び出しごとに最速。LL：最低レイテンシ、帯域幅は半分。LL128：NVLink ドメイン内、帯域幅の 92 %。Simple：全帯域幅、最高レイテンシ。</translation>
        </message>
        <message>
            <source>Compare all interconnects on the sync-wall chart</source>
            <translation>sync wall グラフで全インターコネクトを比較</translation>
        </message>
        <message>
            <source>Adds one predicted-time curve per fabric preset, with this plan's loss rate (Ctrl+I).</source>
            <translation>このプランの損失率で、ファブリックのプリセットごとに予測時間の曲線を追加します（Ctrl+I）。</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>並列レイアウト</translation>
        </message>
        <message>
            <source>dp = N / (tp·pp·cp), derived. m = global batch / (micro-batch × dp) micro-batches per step; the pipeline bubble is (pp − 1)/(vpp·m) of the work.</source>
            <translation>dp = N / (tp·pp·cp)（導出）。m = グローバルバッチ / (マイクロバッチ × dp) が 1 ステップのマイクロバッチ数。パイプラインバブルは作業の (pp − 1)/(vpp·m)。</translation>
        </message>
        <message>
            <source>Tensor parallel degree t: splits every layer's GEMMs over t GPUs of one NVLink domain. Costs 4 all-reduces of b·s·h per layer and micro-batch (6 with full recompute).</source>
            <translation>テンソル並列度 t：各層の GEMM を 1 つの NVLink ドメインの t GPU に分割します。層とマイクロバッチごとに b·s·h の all-reduce が 4 回（完全再計算では 6 回）。</translation>
        </message>
        <message>
            <source>Tensor parallel (tp)</source>
            <translation>テンソル並列 (tp)</translation>
        </message>
        <message>
            <source>Pipeline parallel (pp)</source>
            <translation>パイプライン並列 (pp)</translation>
        </message>
        <message>
            <source>Virtual stages per GPU (vpp)</source>
            <translation>GPU あたりの仮想ステージ (vpp)</translation>
        </message>
        <message>
            <source>Interleaved 1F1B: v chunks per GPU divide the bubble by v and multiply pipeline transfers by v; activations × (1 + (p−1)/(p·v)).</source>
            <translation>インターリーブ 1F1B：GPU あたり v チャンクでバブルは 1/v、パイプライン転送は v 倍。活性 × (1 + (p−1)/(p·v))。</translation>
        </message>
        <message>
            <source>Context parallel (cp)</source>
            <translation>コンテキスト並列 (cp)</translation>
        </message>
        <message>
            <source>Splits each sequence over c GPUs; K and V blocks travel in a ring, hidden behind attention where it is shorter.</source>
            <translation>各シーケンスを c GPU に分割します。K と V のブロックはリングで回り、アテンションの方が長ければその陰に隠れます。</translation>
        </message>
        <message>
            <source>Expert parallel (ep)</source>
            <translation>エキスパート並列 (ep)</translation>
        </message>
        <message>
            <source>MoE models: experts spread over e GPUs of the data-parallel group; 4 all-to-alls of b·s·h·k per MoE layer and micro-batch, capped by bisection bandwidth.</source>
            <translation>MoE モデル：エキスパートをデータ並列グループの e GPU に分散。MoE 層とマイクロバッチごとに b·s·h·k の all-to-all が 4 回、バイセクション帯域幅で上限。</translation>
        </message>
        <message>
            <source>Micro-batch</source>
            <translation>マイクロバッチ</translation>
        </message>
        <message>
            <source>seq</source>
            <translation>シーケンス</translation>
        </message>
        <message>
            <source>b sequences per micro-batch. Activation memory grows with b; larger GEMMs run closer to peak.</source>
            <translation>マイクロバッチあたり b シーケンス。活性メモリは b とともに増え、大きな GEMM ほどピークに近づきます。</translation>
        </message>
        <message>
            <source>Recompute</source>
            <translation>再計算</translation>
        </message>
        <message>
            <source>Activation recomputation. none: keep everything; selective: recompute the attention scores (Korthikanti et al.); full: keep only each layer's input and run its forward again (HFU counts it, MFU does not).</source>
            <translation>活性の再計算。なし：すべて保持。選択的：アテンションスコアを再計算（Korthikanti ら）。完全：各層の入力だけを保持して順伝播をやり直します（HFU には数え、MFU には数えません）。</translation>
        </message>
        <message>
            <source>ZeRO</source>
            <translation>ZeRO</translation>
        </message>
        <message>
            <source>0 (replicated)</source>
            <translation>0（複製）</translation>
        </message>
        <message>
            <source>stage 1</source>
            <translation>ステージ 1</translation>
        </message>
        <message>
            <source>stage 2</source>
            <translation>ステージ 2</translation>
        </message>
        <message>
            <source>stage 3</source>
            <translation>ステージ 3</translation>
        </message>
        <message>
            <source>Rank order</source>
            <translation>rank の順序</translation>
        </message>
        <message>
            <source>Which groups share an NVLink domain. tp-cp-dp-pp (Megatron's default): data-parallel replicas of a stage sit next to each other, pipeline neighbours far apart. tp-cp-pp-dp: a pipeline's stages sit next to each other (on NVL72, a whole tp 8 × pp 9 pipeline in one domain, its transfers on NVLink) and the data-parallel group spreads across domains.</source>
            <translation>どのグループが NVLink ドメインを共有するか。tp-cp-dp-pp（Megatron の既定）：ステージのデータ並列レプリカが隣り合い、パイプラインの隣は離れます。tp-cp-pp-dp：パイプラインのステージが隣り合い（NVL72 では tp 8 × pp 9 のパイプライン全体が 1 ドメインに入り、転送は NVLink）、データ並列グループはドメインをまたぎます。</translation>
        </message>
        <message>
            <source>Sequence parallelism</source>
            <translation>シーケンス並列</translation>
        </message>
        <message>
            <source>Toggle sequence parallelism</source>
            <translation>シーケンス並列を切り替え</translation>
        </message>
        <message>
            <source>Splits norms and dropout over the TP group (activations ÷ t); all-gather / reduce-scatter pairs replace the all-reduces, plus two all-gathers in backward.</source>
            <translation>正規化と dropout を TP グループに分割します（活性 ÷ t）。all-gather / reduce-scatter の組が all-reduce を置き換え、逆伝播で all-gather が 2 回加わります。</translation>
        </message>
        <message>
            <source>Flash attention</source>
            <translation>Flash attention</translation>
        </message>
        <message>
            <source>Toggle flash attention</source>
            <translation>Flash attention を切り替え</translation>
        </message>
        <message>
            <source>Fused attention: the a·s² scores are never stored or streamed through HBM (removes 5as/h from the activations).</source>
            <translation>融合アテンション：a·s² のスコアは保存も HBM 経由の転送もされません（活性から 5as/h を除きます）。</translation>
        </message>
        <message>
            <source>Model and data</source>
            <translation>モデルとデータ</translation>
        </message>
        <message>
            <source>custom shape</source>
            <translation>カスタム形状</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Model preset: layers, hidden size, heads, KV heads, FFN, vocabulary, sequence length, MoE shape (resources/catalog/models.json).</source>
            <translation>モデルのプリセット：層数、隠れ次元、ヘッド数、KV ヘッド数、FFN、語彙、シーケンス長、MoE 形状（resources/catalog/models.json）。</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>学習トークン数</translation>
        </message>
        <message>
            <source>B tokens</source>
            <translation>B トークン</translation>
        </message>
        <message>
            <source>Tokens to train on. Steps S = ceil(tokens / (B·s)); predicted time = startup + Daly's wall time of S steps.</source>
            <translation>学習するトークン数。ステップ数 S = ceil(トークン / (B·s))。予測時間 = 起動 + S ステップの Daly の総時間。</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>グローバルバッチ</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>シーケンス</translation>
        </message>
        <message>
            <source>B sequences per step, fixed while the sync-wall sweep adds GPUs. Must be a multiple of micro-batch × dp.</source>
            <translation>1 ステップあたり B シーケンス。sync wall の掃引で GPU を増やしても固定。マイクロバッチ × dp の倍数である必要があります。</translation>
        </message>
        <message>
            <source>Expert tensor parallel (etp)</source>
            <translation>エキスパートテンソル並列 (etp)</translation>
        </message>
        <message>
            <source>Megatron-Core's expert_tensor_parallel_size: the experts' GEMMs split over etp GPUs instead of tp. ep·etp must divide tp·cp·dp and etp the expert FFN f_e; expert weights per GPU ÷ (ep·etp), each expert GEMM f_e/etp wide, expert gradients reduced over tp·cp·dp/(ep·etp). 0: the same as tp.</source>
            <translation>Megatron-Core の expert_tensor_parallel_size：エキスパートの GEMM を tp ではなく etp GPU に分割。ep·etp は tp·cp·dp を、etp はエキスパート FFN f_e を割り切る必要があります。GPU あたりのエキスパート重み ÷ (ep·etp)、各エキスパート GEMM の幅は f_e/etp、エキスパート勾配は tp·cp·dp/(ep·etp) で集約。0：tp と同じ。</translation>
        </message>
        <message>
            <source>same as tp</source>
            <translation>tp と同じ</translation>
        </message>
        <message>
            <source>First stage layers</source>
            <translation>最初のステージの層数</translation>
        </message>
        <message>
            <source>Last stage layers</source>
            <translation>最後のステージの層数</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>層</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>均等分割</translation>
        </message>
        <message>
            <source>Precision and framework</source>
            <translation>精度とフレームワーク</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>精度</translation>
        </message>
        <message>
            <source>Number format of the GEMMs: sets the GPU's peak FLOP/s (catalog; MXFP8 at the FP8 rate where the GPU gives no figure, NVFP4 at its FP4 rate). FP8, MXFP8 and NVFP4 speed only the GEMMs: attention runs at the 16-bit peak, the casts count as memory traffic, and the narrow copies of weights and activations add to memory. A GPU without that peak cannot take it.</source>
            <translation>GEMM の数値形式：GPU のピーク FLOP/s を決めます（カタログ。GPU に値がなければ MXFP8 は FP8 レート、NVFP4 は FP4 レート）。FP8、MXFP8、NVFP4 が速くするのは GEMM だけ：アテンションは 16 ビットのピークで動き、キャストはメモリトラフィックとして数え、重みと活性の狭いコピーがメモリに加わります。そのピークを持たない GPU では選べません。</translation>
        </message>
        <message>
            <source>Framework</source>
            <translation>フレームワーク</translation>
        </message>
        <message>
            <source>Overlap gradient reduction</source>
            <translation>勾配集約をオーバーラップ</translation>
        </message>
        <message>
            <source>Toggle gradient reduction overlap</source>
            <translation>勾配集約のオーバーラップを切り替え</translation>
        </message>
        <message>
            <source>Overlap parameter all-gather</source>
            <translation>パラメータ all-gather をオーバーラップ</translation>
        </message>
        <message>
            <source>Toggle parameter all-gather overlap</source>
            <translation>パラメータ all-gather のオーバーラップを切り替え</translation>
        </message>
        <message>
            <source>Overlap TP communication with GEMMs</source>
            <translation>TP 通信を GEMM とオーバーラップ</translation>
        </message>
        <message>
            <source>Toggle TP communication overlap</source>
            <translation>TP 通信のオーバーラップを切り替え</translation>
        </message>
        <message>
            <source>Model shape</source>
            <translation>モデル形状</translation>
        </message>
        <message>
            <source>Head size</source>
            <translation>ヘッドサイズ</translation>
        </message>
        <message>
            <source>d per attention head, where heads × d ≠ hidden (Qwen3, GPT-OSS). Projections 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs per token, attention scores and values 4·s·a·d (halved if causal), Q, K, V and the output stored as 2(2a + 2a_kv)·d/h bytes per sbh. 0: hidden / heads.</source>
            <translation>アテンションヘッドあたりの d（ヘッド数 × d ≠ hidden の場合：Qwen3、GPT-OSS）。射影はトークンあたり 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs、アテンションスコアと値は 4·s·a·d（因果的なら半分）、Q、K、V と出力は sbh あたり 2(2a + 2a_kv)·d/h バイトで保存。0：hidden / ヘッド数。</translation>
        </message>
        <message>
            <source>hidden / heads</source>
            <translation>hidden / ヘッド数</translation>
        </message>
        <message>
            <source>Attention</source>
            <translation>アテンション</translation>
        </message>
        <message>
            <source>standard: multi-head attention, grouped-query through the KV heads. MLA (DeepSeek-V2/V3): queries through a rank-d_c' latent, keys and values up-projected per head from a rank-d_c latent plus one shared RoPE key; sets the projections' parameters and FLOPs, the scores' 2s·a·(d_nope + d_rope + d_v) FLOPs per token, and stores the latents with the activations. The KV heads are not used.</source>
            <translation>標準：マルチヘッドアテンション、KV ヘッドによるグループクエリ。MLA（DeepSeek-V2/V3）：クエリはランク d_c' の潜在表現経由、キーと値はランク d_c の潜在表現からヘッドごとに上方射影し、共有 RoPE キーを 1 つ加えます。射影のパラメータと FLOPs、スコアのトークンあたり 2s·a·(d_nope + d_rope + d_v) FLOPs を決め、潜在表現を活性とともに保存します。KV ヘッドは使いません。</translation>
        </message>
        <message>
            <source>Multi-token prediction</source>
            <translation>マルチトークン予測</translation>
        </message>
        <message>
            <source>MTP modules (DeepSeek-V3: 1), on the last pipeline stage. Each runs one more layer (MoE in an MoE model), a 2h → h projection and the output layer again: 3·(layer + 4h² + 2hV) model FLOPs per token, its weights and activations on the last stage, which may then pace the pipeline.</source>
            <translation>MTP モジュール（DeepSeek-V3：1）、最後のパイプラインステージ上。各モジュールは 1 層（MoE モデルでは MoE 層）、2h → h 射影、そして出力層をもう一度実行します：トークンあたり 3·(層 + 4h² + 2hV) のモデル FLOPs。重みと活性は最後のステージにあり、そこがパイプラインの律速になることがあります。</translation>
        </message>
        <message>
            <source>MLA query latent rank (d_c')</source>
            <translation>MLA クエリ潜在ランク (d_c')</translation>
        </message>
        <message>
            <source>Queries go h → d_c' → a·(d_nope + d_rope): h·d_c' + d_c'·a·(d_nope + d_rope) parameters and twice that in FLOPs per token; the latent is stored for the backward pass. 0: queries straight from h (h·a·(d_nope + d_rope)).</source>
            <translation>クエリは h → d_c' → a·(d_nope + d_rope)：h·d_c' + d_c'·a·(d_nope + d_rope) パラメータ、トークンあたり FLOPs はその 2 倍。潜在表現は逆伝播用に保存。0：クエリを h から直接（h·a·(d_nope + d_rope)）。</translation>
        </message>
        <message>
            <source>not compressed</source>
            <translation>圧縮なし</translation>
        </message>
        <message>
            <source>MLA key-value latent rank (d_c)</source>
            <translation>MLA キー・値潜在ランク (d_c)</translation>
        </message>
        <message>
            <source>Keys and values go h → d_c + d_rope, then d_c → a·(d_nope + d_v): h·(d_c + d_rope) + d_c·a·(d_nope + d_v) parameters; the latent is stored for the backward pass.</source>
            <translation>キーと値は h → d_c + d_rope、次に d_c → a·(d_nope + d_v)：h·(d_c + d_rope) + d_c·a·(d_nope + d_v) パラメータ。潜在表現は逆伝播用に保存。</translation>
        </message>
        <message>
            <source>MLA query-key head size without RoPE</source>
            <translation>RoPE を除く MLA クエリ・キーのヘッドサイズ</translation>
        </message>
        <message>
            <source>d_nope per head: the scores cost 2s·a·(d_nope + d_rope) FLOPs per token.</source>
            <translation>ヘッドあたりの d_nope：スコアはトークンあたり 2s·a·(d_nope + d_rope) FLOPs。</translation>
        </message>
        <message>
            <source>MLA rotary head size</source>
            <translation>MLA 回転ヘッドサイズ</translation>
        </message>
        <message>
            <source>d_rope: the rotary part of each query and key head; the keys' part is one shared h·d_rope projection.</source>
            <translation>d_rope：各クエリ・キーヘッドの回転部分。キー側は共有の h·d_rope 射影 1 つ。</translation>
        </message>
        <message>
            <source>MLA value head size</source>
            <translation>MLA 値ヘッドサイズ</translation>
        </message>
        <message>
            <source>d_v per head: the values cost 2s·a·d_v FLOPs per token and the output projection a·d_v·h parameters.</source>
            <translation>ヘッドあたりの d_v：値はトークンあたり 2s·a·d_v FLOPs、出力射影は a·d_v·h パラメータ。</translation>
        </message>
        <message>
            <source>Mixture of experts</source>
            <translation>Mixture of Experts</translation>
        </message>
        <message>
            <source>Shared experts</source>
            <translation>共有エキスパート</translation>
        </message>
        <message>
            <source>Always-active experts of every MoE layer (DeepSeek, Qwen2-MoE, Llama 4): each adds 2·(2 or 3)·h·f_s FLOPs per token and its weights to every GPU of the layer's stage; outside Megatron-Core their GEMMs are what hides the all-to-all.</source>
            <translation>各 MoE 層で常に有効なエキスパート（DeepSeek、Qwen2-MoE、Llama 4）：それぞれがトークンあたり 2·(2 または 3)·h·f_s FLOPs と重みを、その層のステージの全 GPU に加えます。Megatron-Core 以外では、その GEMM が all-to-all を隠します。</translation>
        </message>
        <message>
            <source>Shared expert FFN</source>
            <translation>共有エキスパートの FFN</translation>
        </message>
        <message>
            <source>f_s, the FFN width of one shared expert. An MoE layer's MLP costs 2·(2 or 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs per token (3 for SwiGLU, E experts' router). 0: the routed experts' f_e.</source>
            <translation>f_s、共有エキスパート 1 つの FFN 幅。MoE 層の MLP はトークンあたり 2·(2 または 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs（SwiGLU は 3、E エキスパートのルーター）。0：ルーティングされるエキスパートの f_e。</translation>
        </message>
        <message>
            <source>expert FFN</source>
            <translation>エキスパート FFN</translation>
        </message>
        <message>
            <source>MoE every k-th layer (k)</source>
            <translation>k 層ごとに MoE (k)</translation>
        </message>
        <message>
            <source>After the leading dense layers every k-th layer is MoE, the others dense with FFN f (Megatron-Core's moe_layer_freq; Llama 4 Maverick: 2). Sets how many layers pay the experts' FLOPs, weights and all-to-alls, and so which pipeline stage holds the most.</source>
            <translation>先頭の密な層の後は k 層ごとに MoE、他は FFN f の密な層（Megatron-Core の moe_layer_freq、Llama 4 Maverick：2）。エキスパートの FLOPs、重み、all-to-all を負う層数、つまり最も重いパイプラインステージを決めます。</translation>
        </message>
        <message>
            <source>Expert capacity factor</source>
            <translation>エキスパート容量係数</translation>
        </message>
        <message>
            <source>Tokens per expert capped at c × the balanced load (tokens beyond it dropped). Every expert's input is padded to max(1, c) × the balanced load: the routed activations, the all-to-all buffers, the dispatched bytes and the experts' GEMMs all grow with c. 0: dropless (taken balanced, as benchmarks force it).</source>
            <translation>エキスパートあたりのトークンを c × 均衡負荷に制限（超過分は破棄）。各エキスパートの入力は max(1, c) × 均衡負荷までパディングされ、ルーティングされた活性、all-to-all バッファ、送信バイト、エキスパートの GEMM がすべて c とともに増えます。0：dropless（ベンチマークが強制するように均衡と見なす）。</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>チェックポイントと故障</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>チェックポイント間隔</translation>
        </message>
        <message>
            <source>min</source>
            <translation>分</translation>
        </message>
        <message>
            <source>τ, time between checkpoints. Expected wall time T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly 2006): short intervals pay δ often, long ones lose more work per failure.</source>
            <translation>τ、チェックポイント間の時間。期待総時間 T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ（Daly 2006）：間隔が短いと δ を頻繁に払い、長いと故障ごとに失う作業が増えます。</translation>
        </message>
        <message>
            <source>Optimal checkpoint interval (Daly)</source>
            <translation>最適チェックポイント間隔（Daly）</translation>
        </message>
        <message>
            <source>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), with δ the blocking checkpoint time and M the job MTBF.</source>
            <translation>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ（Daly 2006）、δ はブロッキングするチェックポイント時間、M はジョブの MTBF。</translation>
        </message>
        <message>
            <source>Use the optimal checkpoint interval</source>
            <translation>最適なチェックポイント間隔を使用</translation>
        </message>
        <message>
            <source>Set the checkpoint interval</source>
            <translation>チェックポイント間隔を設定</translation>
        </message>
        <message>
            <source>Asynchronous checkpoints</source>
            <translation>非同期チェックポイント</translation>
        </message>
        <message>
            <source>Toggle asynchronous checkpoints</source>
            <translation>非同期チェックポイントを切り替え</translation>
        </message>
        <message>
            <source>Each GPU copies its shard to a host staging buffer (shard / PCIe bandwidth) and the flush to storage (size / flush bandwidth) runs behind; a checkpoint costs δ = max(copy, flush), as the seed defines it.</source>
            <translation>各 GPU は自分のシャードをホストのステージングバッファにコピーし（シャード / PCIe 帯域幅）、ストレージへのフラッシュ（サイズ / フラッシュ帯域幅）は裏で進みます。チェックポイントのコストは seed の定義どおり δ = max(コピー, フラッシュ)。</translation>
        </message>
        <message>
            <source>Checkpoint write bandwidth</source>
            <translation>チェックポイント書き込み帯域幅</translation>
        </message>
        <message>
            <source>Aggregate bandwidth to and from the checkpoint store (written and read back at this rate). Synchronous δ = checkpoint size (14 B/param) / bandwidth.</source>
            <translation>チェックポイントストアとの間の総帯域幅（この速度で書き込み、読み戻し）。同期 δ = チェックポイントサイズ（14 B/パラメータ）/ 帯域幅。</translation>
        </message>
        <message>
            <source>Async flush bandwidth</source>
            <translation>非同期フラッシュ帯域幅</translation>
        </message>
        <message>
            <source>Aggregate rate of the background flush of async checkpoints (the seed: 200 GB/s = 1,600 Gbit/s), shared with the dataset reads on the storage uplinks. Async δ = max(copy, size / this).</source>
            <translation>非同期チェックポイントのバックグラウンドフラッシュの総速度（seed：200 GB/s = 1,600 Gbit/s）。ストレージアップリンク上のデータセット読み込みと共有。非同期 δ = max(コピー, サイズ / この速度)。</translation>
        </message>
        <message>
            <source>Corrupt checkpoint chance</source>
            <translation>チェックポイント破損の確率</translation>
        </message>
        <message>
            <source>The chance that the latest checkpoint cannot be read back: the job rolls back to the one before, losing one more interval and δ and downloading again. Adds p·(τ + δ + download) to every recovery.</source>
            <translation>最新のチェックポイントを読み戻せない確率：ジョブは 1 つ前に戻り、もう 1 間隔と δ を失い、再ダウンロードします。各復旧に p·(τ + δ + ダウンロード) を加えます。</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>復旧</translation>
        </message>
        <message>
            <source>Drain</source>
            <translation>停止処理</translation>
        </message>
        <message>
            <source>Stopping the job and finding the failed rank after a failure (watchdog timeouts included).</source>
            <translation>故障後にジョブを止め、故障した rank を特定する時間（watchdog のタイムアウトを含む）。</translation>
        </message>
        <message>
            <source>Provisioning</source>
            <translation>プロビジョニング</translation>
        </message>
        <message>
            <source>Bringing up a replacement host. Hardware failures only (software failures restart in place); skipped while a hot spare waits.</source>
            <translation>代替ホストの立ち上げ。ハードウェア故障のみ（ソフトウェア故障はその場で再起動）。ホットスペアが待機中なら省略。</translation>
        </message>
        <message>
            <source>Communicator re-initialisation</source>
            <translation>コミュニケータの再初期化</translation>
        </message>
        <message>
            <source>Re-creating the process groups and NCCL communicators and warming up. The checkpoint download (size / read bandwidth) is added to recovery, as is the rollback past a corrupt checkpoint.</source>
            <translation>プロセスグループと NCCL コミュニケータを作り直してウォームアップします。チェックポイントのダウンロード（サイズ / 読み込み帯域幅）と、破損したチェックポイントを越えるロールバックも復旧に加算されます。</translation>
        </message>
        <message>
            <source>Hot spare hosts</source>
            <translation>ホットスペアのホスト</translation>
        </message>
        <message>
            <source>Hosts kept ready for the job: with at least one, a hardware failure skips provisioning (the pool is taken as refilled by repairs between failures).</source>
            <translation>ジョブのために待機させるホスト：1 台以上あれば、ハードウェア故障時のプロビジョニングを省略します（故障の間に修理でプールが補充されるものとします）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;The job MTBF (%1) overrides the per-component MTBFs below&lt;/b&gt;; set it to "per component" to use them.</source>
            <translation>&lt;b&gt;ジョブの MTBF（%1）が下のコンポーネントごとの MTBF に優先します&lt;/b&gt;。それらを使うには「コンポーネントごと」に設定してください。</translation>
        </message>
        <message>
            <source>Job failure rate λ = the sum over components of count / MTBF; a job MTBF set here overrides them.</source>
            <translation>ジョブの故障率 λ = コンポーネントごとの 台数 / MTBF の総和。ここでジョブの MTBF を設定するとそれらに優先します。</translation>
        </message>
        <message>
            <source>Failures by component</source>
            <translation>コンポーネント別の故障</translation>
        </message>
        <message>
            <source>Job MTBF (measured)</source>
            <translation>ジョブの MTBF（実測）</translation>
        </message>
        <message>
            <source>h</source>
            <translation>h</translation>
        </message>
        <message>
            <source>A measured mean time between the job's interruptions (Llama 3 405B on 16,384 H100: 466 in 54 days, 2.8 h). When set it replaces every per-component MTBF below.</source>
            <translation>実測したジョブ中断の平均間隔（Llama 3 405B、16,384 基の H100：54 日で 466 回、2.8 h）。設定すると下のコンポーネントごとの MTBF をすべて置き換えます。</translation>
        </message>
        <message>
            <source>per component</source>
            <translation>コンポーネントごと</translation>
        </message>
        <message>
            <source>A job MTBF set in the plan overrides the per-component MTBFs.</source>
            <translation>プランで設定したジョブの MTBF がコンポーネントごとの MTBF に優先します。</translation>
        </message>
        <message>
            <source>MTBF per GPU</source>
            <translation>GPU あたりの MTBF</translation>
        </message>
        <message>
            <source>Mean time between failures of one GPU (HBM, SRAM, GSP, thermal included), up to 10 million hours. N GPUs fail N times as often: 50,000 h over 1,024 GPUs fails every 49 h.</source>
            <translation>GPU 1 基の平均故障間隔（HBM、SRAM、GSP、熱を含む）、最大 1000 万時間。N 基の GPU は N 倍の頻度で故障します：1,024 GPU で 50,000 h なら 49 h ごとに故障。</translation>
        </message>
        <message>
            <source>not modelled</source>
            <translation>モデル化しない</translation>
        </message>
        <message>
            <source>MTBF per NIC</source>
            <translation>NIC あたりの MTBF</translation>
        </message>
        <message>
            <source>One NIC per GPU.</source>
            <translation>GPU 1 基に NIC 1 枚。</translation>
        </message>
        <message>
            <source>MTBF per switch</source>
            <translation>スイッチあたりの MTBF</translation>
        </message>
        <message>
            <source>Leaves with radix/2 GPU ports each, plus half as many spines.</source>
            <translation>各 leaf に radix/2 の GPU ポート、さらにその半数の spine。</translation>
        </message>
        <message>
            <source>MTBF per transceiver</source>
            <translation>トランシーバあたりの MTBF</translation>
        </message>
        <message>
            <source>Two transceivers on each GPU's link to its leaf and on each leaf uplink (2N + 2N / oversubscription), cables included.</source>
            <translation>各 GPU から leaf へのリンクと各 leaf のアップリンクに 2 個ずつのトランシーバ（2N + 2N / オーバーサブスクリプション）、ケーブルを含む。</translation>
        </message>
        <message>
            <source>MTBF per host</source>
            <translation>ホストあたりの MTBF</translation>
        </message>
        <message>
            <source>CPU, memory, power supply, disks, kernel: one per N / GPUs per node.</source>
            <translation>CPU、メモリ、電源、ディスク、カーネル：ホストごとに 1 つ、台数は N / ノードあたり GPU 数。</translation>
        </message>
        <message>
            <source>Software MTBF (per job)</source>
            <translation>ソフトウェア MTBF（ジョブごと）</translation>
        </message>
        <message>
            <source>NCCL watchdog timeouts, driver hangs, framework bugs: the job fails without a broken part and restarts in place, with no provisioning.</source>
            <translation>NCCL watchdog のタイムアウト、ドライバのハング、フレームワークのバグ：壊れた部品なしにジョブが失敗し、プロビジョニングなしでその場で再起動します。</translation>
        </message>
        <message>
            <source>Storage and data loading</source>
            <translation>ストレージとデータ読み込み</translation>
        </message>
        <message>
            <source>Storage uplinks</source>
            <translation>ストレージアップリンク</translation>
        </message>
        <message>
            <source>Aggregate bandwidth of the storage fabric, shared by dataset reads and checkpoint traffic: a step that reads longer than it computes stalls, an async flush gets what the reads leave (max-min fair), a synchronous write, a download and the staging have it alone.</source>
            <translation>ストレージファブリックの総帯域幅。データセットの読み込みとチェックポイントの通信で共有：計算より読み込みが長いステップは停止し、非同期フラッシュは読み込みの残りを得ます（max-min 公平）。同期書き込み、ダウンロード、ステージングは単独で使います。</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>制限なし</translation>
        </message>
        <message>
            <source>Dataset bytes per token</source>
            <translation>トークンあたりのデータセットバイト数</translation>
        </message>
        <message>
            <source>Bytes read from storage per trained token: 2–4 for tokenised text, far more for images or video. A step reads B·s·bytes.</source>
            <translation>学習トークンあたりにストレージから読むバイト数：トークン化テキストで 2–4、画像や動画ではずっと多くなります。1 ステップで B·s·バイト数を読みます。</translation>
        </message>
        <message>
            <source>Data staged before the first step</source>
            <translation>最初のステップ前にステージングするデータ</translation>
        </message>
        <message>
            <source>Copied from storage at the storage's read rate before training starts: serial, with the startup (Amdahl's fraction).</source>
            <translation>学習開始前にストレージの読み込み速度でコピー：直列で、起動と同じ扱い（Amdahl の比率）。</translation>
        </message>
        <message>
            <source>Validation every</source>
            <translation>検証間隔</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>ステップ</translation>
        </message>
        <message>
            <source>A validation pass every N steps: forward passes only, through the pipeline.</source>
            <translation>N ステップごとに検証パス 1 回：順伝播のみ、パイプラインを通します。</translation>
        </message>
        <message>
            <source>never</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Validation batches</source>
            <translation>検証バッチ数</translation>
        </message>
        <message>
            <source>Global batches in one validation pass; each costs (m + (p − 1)/v) forward micro-batch slots.</source>
            <translation>1 回の検証パスのグローバルバッチ数。各バッチのコストは順伝播マイクロバッチ (m + (p − 1)/v) スロット分。</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>ストラグラー</translation>
        </message>
        <message>
            <source>One slow GPU</source>
            <translation>遅い GPU 1 基</translation>
        </message>
        <message>
            <source>Per-rank jitter (CV)</source>
            <translation>rank ごとのジッタ (CV)</translation>
        </message>
        <message>
            <source>Backup workers</source>
            <translation>バックアップワーカー</translation>
        </message>
        <message>
            <source>k spare ranks: the step waits for the N-th fastest of N + k, which drops one slow GPU.</source>
            <translation>予備 rank k 個：ステップは N + k 個のうち N 番目に速いものを待つため、遅い GPU 1 基を除外できます。</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>自動</translation>
        </message>
        <message>
            <source>on</source>
            <translation>オン</translation>
        </message>
        <message>
            <source>off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <source>GPUs per node</source>
            <translation>ノードあたり GPU 数</translation>
        </message>
        <message>
            <source>GPUs in one host. Nodes = N / this: the hosts that fail (MTBF per host), a leaf's reach in nodes (hops: 2 inside a leaf, 4 across the spine) and the span of each parallel group.</source>
            <translation>1 台のホスト内の GPU。ノード数 = N / この値：故障するホスト（ホストごとの MTBF）、leaf が届くノード数（ホップ：leaf 内 2、spine 経由 4）、各並列グループの広がり。</translation>
        </message>
        <message>
            <source>Latency per switch hop</source>
            <translation>スイッチホップごとのレイテンシ</translation>
        </message>
        <message>
            <source>Each switch a message crosses: α = latency + hops × this, with 2 hops inside a leaf, 4 across the spine, 6 across pods of a 3-tier fat-tree.</source>
            <translation>メッセージが通過する各スイッチ：α = レイテンシ + ホップ数 × この値。leaf 内 2 ホップ、spine 経由 4 ホップ、3 層 fat-tree の pod 間 6 ホップ。</translation>
        </message>
        <message>
            <source>Topology</source>
            <translation>トポロジー</translation>
        </message>
        <message>
            <source>Rail-optimised: GPU i of every node on leaf i, so DP and PP rings stay on one rail (a leaf reaches radix/2 nodes); leaf-spine: a leaf serves radix/2 NICs, 2 tiers (4 hops across); 3-tier fat-tree: pods of radix/2 leaves, 6 hops across pods.</source>
            <translation>レール最適化：各ノードの GPU i を leaf i に接続し、DP と PP のリングは 1 本のレール上に留まります（leaf は radix/2 ノードに届きます）。leaf-spine：leaf は radix/2 個の NIC を収容、2 層（横断 4 ホップ）。3 層 fat-tree：radix/2 個の leaf からなる pod、pod 間 6 ホップ。</translation>
        </message>
        <message>
            <source>Oversubscription</source>
            <translation>オーバーサブスクリプション</translation>
        </message>
        <message>
            <source>Leaf downlinks over uplinks at the spine tier: traffic that crosses the spine gets β ÷ this; all-to-all is capped by the bisection per GPU, line rate ÷ this.</source>
            <translation>spine 層での leaf のダウンリンク対アップリンク比：spine を越える通信は β ÷ この値。all-to-all は GPU あたりのバイセクション帯域幅、回線速度 ÷ この値で頭打ち。</translation>
        </message>
        <message>
            <source>Load balancing</source>
            <translation>負荷分散</translation>
        </message>
        <message>
            <source>Static ECMP hashes a few long-lived flows per NIC onto the leaf's uplinks; a collective runs at the fullest uplink's pace: × (flows/links) / E[max load] (balls into bins). Adaptive routing or packet spraying: × 1.</source>
            <translation>静的 ECMP は NIC ごとの少数の長寿命フローを leaf のアップリンクにハッシュで割り当てるため、集団通信は最も混んだアップリンクの速さで進みます：× (フロー/リンク) / E[最大負荷]（balls into bins）。アダプティブルーティングやパケットスプレー：× 1。</translation>
        </message>
        <message>
            <source>Transport</source>
            <translation>トランスポート</translation>
        </message>
        <message>
            <source>What a lost packet costs: go-back-N (RoCE's default) resends the in-flight window W = bandwidth × RTT / MTU, selective repeat one packet: β × 1/(1 + p·(W + (MTU/message)·RTO/t_packet)).</source>
            <translation>パケット 1 個の損失の代償：go-back-N（RoCE の既定）は送信中のウィンドウ W = 帯域幅 × RTT / MTU を再送、選択的再送は 1 パケットのみ：β × 1/(1 + p·(W + (MTU/メッセージ)·RTO/t_パケット))。</translation>
        </message>
        <message>
            <source>Retransmission timeout</source>
            <translation>再送タイムアウト</translation>
        </message>
        <message>
            <source>A loss with nothing behind it in its message (probability MTU / message) is noticed only by this timer, during which the link idles: the (MTU/message)·RTO/t_packet term of the loss factor. Each such timeout also lengthens the step it lands in (the step's p99).</source>
            <translation>メッセージ内で後続のない損失（確率 MTU / メッセージ）はこのタイマーでしか検出されず、その間リンクはアイドルになります：損失係数の (MTU/メッセージ)·RTO/t_パケット 項。このタイムアウトは発生したステップも延ばします（ステップの p99）。</translation>
        </message>
        <message>
            <source>Lossless Ethernet</source>
            <translation>ロスレス Ethernet</translation>
        </message>
        <message>
            <source>Lossless fabric (RoCE with PFC and ECN)</source>
            <translation>ロスレスファブリック（PFC と ECN 付き RoCE）</translation>
        </message>
        <message>
            <source>Toggle lossless fabric</source>
            <translation>ロスレスファブリックを切り替え</translation>
        </message>
        <message>
            <source>Priority flow control pauses a sender instead of dropping its packets; ECN marks and DCQCN cut the rate instead. Off (lossy): the pause, ECN and incast terms below do not apply.</source>
            <translation>優先度フロー制御は送信側のパケットを捨てずに一時停止させ、ECN マーキングと DCQCN は代わりにレートを下げます。オフ（ロスあり）：下の一時停止、ECN、incast の項は適用されません。</translation>
        </message>
        <message>
            <source>PFC pause share</source>
            <translation>PFC 一時停止割合</translation>
        </message>
        <message>
            <source>Share of time a scale-out port is paused (the switches' pause counters). Head-of-line blocking stops every flow through a paused port, not only the congesting one: β × (1 − share); each pause lasts buffer / line rate and adds to the steps it lands in (p99).</source>
            <translation>スケールアウトポートが一時停止している時間の割合（スイッチの一時停止カウンタ）。ヘッドオブラインブロッキングは、輻輳の原因だけでなく一時停止ポートを通るすべてのフローを止めます：β × (1 − 割合)。各一時停止はバッファ / 回線速度だけ続き、発生したステップに加算されます (p99)。</translation>
        </message>
        <message>
            <source>Switch buffer per port</source>
            <translation>ポートあたりスイッチバッファ</translation>
        </message>
        <message>
            <source>Egress buffer of one switch port. Incast at the last hop of an all-to-all: n senders each put a window (bandwidth × RTT) into one port; the share u = 1 − buffer / (n · window) that does not fit is held back by PFC, β × 1/(1 + u). A pause lasts buffer / line rate.</source>
            <translation>スイッチポート 1 つの出力バッファ。all-to-all の最終ホップでの incast：n 個の送信側がそれぞれウィンドウ（帯域幅 × RTT）を 1 ポートに送り込み、収まらない割合 u = 1 − バッファ / (n · ウィンドウ) は PFC で止められます：β × 1/(1 + u)。一時停止はバッファ / 回線速度だけ続きます。</translation>
        </message>
        <message>
            <source>ECN notification share</source>
            <translation>ECN 通知割合</translation>
        </message>
        <message>
            <source>Share of round trips in which a sender receives a congestion notification (a CNP after an ECN-marked packet): β × (1 − share × rate cut).</source>
            <translation>送信側が輻輳通知（ECN マーク付きパケット後の CNP）を受け取るラウンドトリップの割合：β × (1 − 割合 × レート削減)。</translation>
        </message>
        <message>
            <source>ECN rate cut</source>
            <translation>ECN レート削減</translation>
        </message>
        <message>
            <source>How much DCQCN cuts the sending rate per notification: α/2, 50 % with α = 1 (its initial value).</source>
            <translation>DCQCN が通知ごとに送信レートを下げる量：α/2、α = 1（初期値）で 50 %。</translation>
        </message>
        <message>
            <source>Gradient bytes</source>
            <translation>勾配バイト数</translation>
        </message>
        <message>
            <source>Bytes per gradient element in the data-parallel reduction: 2 (bf16 reduction, Megatron-Core), 4 (fp32, the other stacks). DP bytes = gradients of the shard × this ÷ compression.</source>
            <translation>データ並列リダクションでの勾配要素あたりのバイト数：2（bf16 リダクション、Megatron-Core）、4（fp32、その他のスタック）。DP バイト = シャードの勾配 × この値 ÷ 圧縮。</translation>
        </message>
        <message>
            <source>Gradient compression</source>
            <translation>勾配圧縮</translation>
        </message>
        <message>
            <source>Divides the data-parallel gradient bytes (PowerSGD, 1-bit Adam, …); it changes convergence, which the planner does not model: the job's tokens stay as given.</source>
            <translation>データ並列の勾配バイト数を割ります（PowerSGD、1-bit Adam など）。収束が変わりますが、プランナーはそれをモデル化しません：ジョブのトークン数は指定のままです。</translation>
        </message>
        <message>
            <source>Router load imbalance</source>
            <translation>ルーター負荷の偏り</translation>
        </message>
        <message>
            <source>Dropless routing: the busiest expert-parallel rank's tokens ÷ the balanced load. The step waits for that rank, so its experts' GEMMs, its all-to-all bytes and its token buffers grow by this factor. 1: balanced, as benchmarks force it; auxiliary-loss-free balancing keeps the worst expert within about 1.05–1.2× (Wang et al. 2024, MaxVio). Ignored when a capacity factor pads every expert.</source>
            <translation>dropless ルーティング：最も忙しいエキスパート並列 rank のトークン数 ÷ 均衡負荷。ステップはその rank を待つため、そのエキスパートの GEMM、all-to-all のバイト数、トークンバッファがこの係数で増えます。1：均衡（ベンチマークが強制する状態）。補助損失なしの均衡化では最悪のエキスパートが約 1.05–1.2× に収まります (Wang ら 2024, MaxVio)。容量係数で各エキスパートをパディングする場合は無視されます。</translation>
        </message>
        <message>
            <source>Checkpoint read bandwidth</source>
            <translation>チェックポイント読み込み帯域幅</translation>
        </message>
        <message>
            <source>Aggregate rate of reading the checkpoint back after a failure (capped by the storage uplinks): recovery R = drain + provisioning + size / this + re-initialisation.</source>
            <translation>故障後にチェックポイントを読み戻す総レート（ストレージのアップリンクで頭打ち）：復旧 R = 停止処理 + プロビジョニング + サイズ / この値 + 再初期化。</translation>
        </message>
        <message>
            <source>Start-up</source>
            <translation>起動</translation>
        </message>
        <message>
            <source>Initialisation and first data load, before the first step: serial, so it is Amdahl's fraction of the job (startup + staging) / JCT, which more GPUs do not shorten.</source>
            <translation>最初のステップ前の初期化と最初のデータ読み込み：直列なので、ジョブの Amdahl 比率 (起動 + ステージング) / JCT となり、GPU を増やしても短くなりません。</translation>
        </message>
        <message>
            <source>Data stall per step</source>
            <translation>ステップごとのデータ待ち</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Exposed data-loading wait per step, on top of what the storage uplinks impose: T_step += this.</source>
            <translation>ステップごとに表に出るデータ読み込み待ち（ストレージのアップリンクによる待ちに加えて）：T_ステップ += この値。</translation>
        </message>
        <message>
            <source>The GPU has no %1 peak in its catalog entry, so it cannot train in this format. GPUs that have one: %2.</source>
            <translation>この GPU のカタログ項目には %1 のピーク性能がないため、この形式では学習できません。対応する GPU：%2。</translation>
        </message>
        <message>
            <source>Sharding over the data-parallel group: 1 = optimizer state (12 B/param ÷ dp), 2 = + gradients, 3 = + weights (gathered before every forward and backward). PyTorch FSDP under a pipeline keeps weights and gradients whole for the step, as stage 1.</source>
            <translation>データ並列グループでのシャーディング：1 = オプティマイザ状態（12 B/パラメータ ÷ dp）、2 = + 勾配、3 = + 重み（各順伝播・逆伝播の前に収集）。パイプライン下の PyTorch FSDP はステップ全体で重みと勾配を完全に保持し、ステージ 1 と同じになります。</translation>
        </message>
        <message>
            <source>Overlap expert all-to-all</source>
            <translation>エキスパート all-to-all をオーバーラップ</translation>
        </message>
        <message>
            <source>Toggle expert-parallel all-to-all overlap</source>
            <translation>エキスパート並列 all-to-all のオーバーラップを切り替え</translation>
        </message>
        <message>
            <source>MoE plans: one micro-batch's dispatch and combine all-to-alls run under another micro-batch's compute (Megatron-Core's 1F1B expert-parallel overlap), with no pipeline or an interleaved one: exposed EP = m·max(0, all-to-all time per micro-batch − t_f − t_b). Off, or with a plain 1F1B pipeline, each all-to-all waits, hidden only under the shared experts' GEMMs.</source>
            <translation>MoE プラン：あるマイクロバッチの dispatch と combine の all-to-all を別のマイクロバッチの計算の裏で実行します（Megatron-Core の 1F1B エキスパート並列オーバーラップ）。パイプラインなし、またはインターリーブ・パイプラインのときのみ：露出 EP = m·max(0, マイクロバッチあたりの all-to-all 時間 − t_f − t_b)。オフ、または通常の 1F1B パイプラインでは各 all-to-all を待ち、共有エキスパートの GEMM の裏でのみ隠れます。</translation>
        </message>
        <message>
            <source>Pipeline stages p: each holds L/p layers; where p does not divide L and no first or last stage is given, the middle stages hold ⌈L/p⌉ and the first and last the rest (a near-even split). Bubble = (p − 1)/(v·m) of the step's work; activations of p micro-batches stay in flight on the first stage.</source>
            <translation>パイプラインステージ数 p：各ステージが L/p 層を持ちます。p が L を割り切らず最初・最後のステージの層数が指定されていない場合、中間ステージが ⌈L/p⌉ 層、最初と最後のステージが残りを持ちます（ほぼ均等な分割）。バブル = ステップの作業の (p − 1)/(v·m)。最初のステージには p マイクロバッチ分の活性が残ります。</translation>
        </message>
        <message>
            <source>Uneven pipelines (Megatron-Core's decoder_%1_pipeline_num_layers): this stage holds this many layers, the others split the rest evenly (× vpp). The stage with the most work per micro-batch paces the step, (m + (p − 1)/v)·(t_f + t_b); the last stage also runs the output layer (2hV FLOPs per token) and the MTP layers, so fewer layers there balance it (Llama 3 405B: 126 layers on pp 16, first and last 7). The slider steps through counts that split evenly; 0: even split, L/pp, or, where pp·vpp does not divide L, the near-even split (the middle stages ⌈L/pp⌉, the first and last the rest).</source>
            <translation>不均等なパイプライン（Megatron-Core の decoder_%1_pipeline_num_layers）：このステージがこの層数を持ち、残りを他のステージが均等に分けます（× vpp）。マイクロバッチあたりの作業が最も多いステージがステップを決め、(m + (p − 1)/v)·(t_f + t_b)。最後のステージは出力層（トークンあたり 2hV FLOPs）と MTP 層も実行するため、層を少なくすると釣り合います（Llama 3 405B：pp 16 に 126 層、最初と最後は 7）。スライダーは均等に割れる数だけを通ります。0：均等分割、L/pp、または pp·vpp が L を割り切らない場合はほぼ均等な分割（中間ステージが ⌈L/pp⌉、最初と最後が残り）。</translation>
        </message>
        <message>
            <source>near-even, %1</source>
            <translation>ほぼ均等、%1</translation>
        </message>
        <message>
            <source>even, %1</source>
            <translation>均等、%1</translation>
        </message>
        <message>
            <source>Transformer Engine userbuffers split each GEMM and pipeline its tensor-parallel all-gather / reduce-scatter under the chunks: exposed TP = m·max(0, TP time per micro-batch − 3 × the stage's GEMM time of one forward). Off: the forward's collectives wait; in the backward, Megatron-Core runs each column-parallel linear's gather and reduce-scatter under that linear's own GEMMs (0.3 of what they hide still paid, for the SMs NCCL holds), the other stacks wait for every one.</source>
            <translation>Transformer Engine の userbuffers は各 GEMM を分割し、テンソル並列の all-gather / reduce-scatter をその裏でパイプライン化します：露出 TP = m·max(0, マイクロバッチあたりの TP 時間 − 3 × ステージの順伝播 1 回分の GEMM 時間)。オフ：順伝播の集団通信は待ちます。逆伝播では Megatron-Core が列並列の各線形層の gather と reduce-scatter をその層自身の GEMM の裏で実行し（隠れた分の 0.3 は NCCL が SM を占有するため残ります）、他のスタックはすべて待ちます。</translation>
        </message>
        <message>
            <source>The stack whose schedule the plan assumes; choosing one resets the overlap switches below and the gradient reduction width to its defaults. Megatron-Core: both overlaps, 16-bit gradient reduction, the 1F1B expert-parallel overlap hides one micro-batch's all-to-all under another's compute. Megatron-LM 2021: no overlap, fp32 gradient reduction. FSDP2 and DeepSpeed: both overlaps, fp32 gradient reduction, all-to-alls hidden only under shared experts, and the compute their data-parallel collectives hide under slowed by 0.3 of what they hide. DeepSpeed's ZeRO 3 gathers module by module on one NIC per rank and prefetches 5·10⁷ parameters of a layer, as its 2021-2022 releases measured. Each micro-batch's gradients are added to the accumulated ones inside the weight-gradient GEMM by Megatron-Core, and in a pass over the stage's gradients by the others: 6 bytes a parameter in fp16, 10 (Megatron-LM 2021) or 18 (DeepSpeed's pipeline engine) in bf16; over the gradient shard only where ZeRO 2 or 3 (or FSDP without a pipeline) shards them.</source>
            <translation>プランが想定するスケジュールのスタック。選ぶと下のオーバーラップ設定と勾配集約のビット幅が既定値に戻ります。Megatron-Core：両方のオーバーラップ、16 ビット勾配集約、1F1B のエキスパート並列オーバーラップで 1 つのマイクロバッチの all-to-all を別の計算の陰に隠します。Megatron-LM 2021：オーバーラップなし、fp32 勾配集約。FSDP2 と DeepSpeed：両方のオーバーラップ、fp32 勾配集約、all-to-all は共有エキスパートの陰にだけ隠れ、データ並列の集団通信が隠れる計算は、隠した時間の 0.3 倍だけ遅くなります。DeepSpeed の ZeRO 3 はモジュールごとに、rank あたり 1 枚の NIC でパラメータを集め、層ごとに 5·10⁷ パラメータだけを先読みします（2021〜2022 年版の実測どおり）。各マイクロバッチの勾配の累積：Megatron-Core は重み勾配 GEMM の中で行い、ほかのスタックはステージの勾配をもう一度読み書きします。fp16 で 1 パラメータあたり 6 バイト、bf16 で 10（Megatron-LM 2021）または 18（DeepSpeed のパイプラインエンジン）バイト。ZeRO 2・3（またはパイプラインなしの FSDP）が勾配を分割するときは勾配シャードの分だけです。</translation>
        </message>
        <message>
            <source>The data-parallel gradient all-reduce (reduce-scatter with ZeRO) runs under the last micro-batch's backward pass, bucket by bucket as the backward fills them; the last bucket (the first layers and the input embedding, a share f of the stage's gradients) waits for its end: exposed = max(f·sync, sync − (1 − f)·t_b); off: all of it adds to the step.</source>
            <translation>データ並列の勾配 all-reduce（ZeRO では reduce-scatter）は最後のマイクロバッチの逆伝播の裏で、逆伝播が埋めたバケットから順に実行されます。最後のバケット（最初の層と入力埋め込み、ステージの勾配の割合 f）は逆伝播の終わりを待ちます：露出 = max(f·sync, sync − (1 − f)·t_b)。オフ：すべてステップに加算されます。</translation>
        </message>
        <message>
            <source>The sharded optimizer's all-gather of the updated weights runs under the next step's first forward, whose first layers wait for the first bucket: exposed = max(f·gather, gather − (1 − f)·t_f). With ZeRO-3 each micro-batch's gathers are prefetched instead, m·(max(0, g − t_f) + max(0, g − t_b)); off: 2·m·g.</source>
            <translation>シャード化オプティマイザによる更新済み重みの all-gather は次のステップの最初の順伝播の裏で実行され、その最初の層は最初のバケットを待ちます：露出 = max(f·gather, gather − (1 − f)·t_f)。ZeRO-3 では代わりに各マイクロバッチの gather を先読みします：m·(max(0, g − t_f) + max(0, g − t_b))。オフ：2·m·g。</translation>
        </message>
        <message>
            <source>One GPU this much slower (e.g. 15 % thermal throttling). Synchronous steps wait for it: compute stretches by that much, every step, or by the ranks' jitter where that wait is longer.</source>
            <translation>これだけ遅い GPU が 1 基（例：15 % のサーマルスロットリング）。同期ステップはそれを待つため、毎ステップ計算がその分延びます。rank のばらつきによる待ちのほうが長い場合はそちらの分だけ延びます。</translation>
        </message>
        <message>
            <source>Random compute-time variation of each rank, on top of the GPU's own (its catalog calibration, 0.5 % for every catalog GPU): cv = √(cv_GPU² + cv_plan²). The step waits for the slowest of N: compute × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).</source>
            <translation>各 rank の計算時間のランダムな変動。GPU 自身の変動（カタログの較正値、カタログの全 GPU で 0.5 %）に加わります：cv = √(cv_GPU² + cv_plan²)。ステップは N 個のうち最も遅いものを待ちます：計算 × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25))（Blom）。</translation>
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
            <translation>標準 (MHA / GQA)</translation>
        </message>
        <message>
            <source>multi-head latent (MLA)</source>
            <translation>マルチヘッド潜在 (MLA)</translation>
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
            <translation>なし</translation>
        </message>
        <message>
            <source>selective</source>
            <translation>選択的</translation>
        </message>
        <message>
            <source>full</source>
            <translation>完全</translation>
        </message>
        <message>
            <source>rail-optimized</source>
            <translation>レール最適化</translation>
        </message>
        <message>
            <source>leaf-spine</source>
            <translation>leaf-spine</translation>
        </message>
        <message>
            <source>3-tier fat-tree</source>
            <translation>3 層 fat-tree</translation>
        </message>
        <message>
            <source>go-back-N</source>
            <translation>go-back-N</translation>
        </message>
        <message>
            <source>selective repeat</source>
            <translation>選択的再送</translation>
        </message>
        <message>
            <source>adaptive routing</source>
            <translation>アダプティブルーティング</translation>
        </message>
        <message>
            <source>static ECMP</source>
            <translation>静的 ECMP</translation>
        </message>
        <message>
            <source>auto (fastest)</source>
            <translation>自動（最速）</translation>
        </message>
        <message>
            <source>communication-bound</source>
            <translation>通信律速</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>均衡</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>計算律速</translation>
        </message>
        <message>
            <source>Shortest predicted job time</source>
            <translation>予測ジョブ時間が最短</translation>
        </message>
        <message>
            <source>Lowest total cost</source>
            <translation>総コストが最小</translation>
        </message>
        <message>
            <source>Lowest cost per trained token</source>
            <translation>学習トークンあたりのコストが最小</translation>
        </message>
        <message>
            <source>scale-out bandwidth +10 %</source>
            <translation>スケールアウト帯域幅 +10 %</translation>
        </message>
        <message>
            <source>+1 µs per switch hop</source>
            <translation>スイッチホップごとに +1 µs</translation>
        </message>
        <message>
            <source>0.01 % packet loss</source>
            <translation>パケットロス 0.01 %</translation>
        </message>
        <message>
            <source>0.1 % packet loss</source>
            <translation>パケットロス 0.1 %</translation>
        </message>
        <message>
            <source>1 % packet loss</source>
            <translation>パケットロス 1 %</translation>
        </message>
        <message>
            <source>one GPU 15 % slower</source>
            <translation>GPU 1 基が 15 % 遅い</translation>
        </message>
        <message>
            <source>step time</source>
            <translation>ステップ時間</translation>
        </message>
        <message>
            <source>model TFLOP/s per GPU</source>
            <translation>GPU あたりのモデル TFLOP/s</translation>
        </message>
        <message>
            <source>hardware TFLOP/s per GPU</source>
            <translation>GPU あたりのハードウェア TFLOP/s</translation>
        </message>
        <message>
            <source>tokens/s per GPU</source>
            <translation>GPU あたりの tokens/s</translation>
        </message>
    </context>
    <context>
        <name>Figures</name>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Predicted job time</source>
            <translation>予測ジョブ時間</translation>
        </message>
        <message>
            <source>JCT (predicted)</source>
            <translation>JCT（予測）</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of the training steps with checkpoints and failures.</source>
            <translation>起動 + チェックポイントと故障を含む学習ステップの Daly の期待総時間。</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>理論最小値</translation>
        </message>
        <message>
            <source>JCT minimum</source>
            <translation>JCT 最小値</translation>
        </message>
        <message>
            <source>Steps × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>ステップ数 × ステップの計算のみ：通信、バブル、再計算、ストラグラー、チェックポイント、故障なし。</translation>
        </message>
        <message>
            <source>Failure-free training time</source>
            <translation>故障なしの学習時間</translation>
        </message>
        <message>
            <source>Training time</source>
            <translation>学習時間</translation>
        </message>
        <message>
            <source>Steps × step time, no checkpoints or failures.</source>
            <translation>ステップ数 × ステップ時間、チェックポイントと故障を除く。</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>効率</translation>
        </message>
        <message>
            <source>Theoretical minimum / predicted. Below 70 %: communication-bound; above 85 %: compute-bound.</source>
            <translation>理論最小値 / 予測。70 % 未満：通信律速、85 % 超：計算律速。</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>判定</translation>
        </message>
        <message>
            <source>Below 70 % of the theoretical minimum: communication-bound; above 85 %: compute-bound.</source>
            <translation>理論最小値の 70 % 未満：通信律速、85 % 超：計算律速。</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>学習ステップ数</translation>
        </message>
        <message>
            <source>Steps</source>
            <translation>ステップ数</translation>
        </message>
        <message>
            <source>S = ceil(tokens / (B·s)).</source>
            <translation>S = ceil(トークン / (B·s))。</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>ステップ時間</translation>
        </message>
        <message>
            <source>Throughput per GPU</source>
            <translation>GPU あたりのスループット</translation>
        </message>
        <message>
            <source>Model FLOPs (no recomputation) per step / (N × step time).</source>
            <translation>ステップあたりのモデル FLOPs（再計算なし）/ (N × ステップ時間)。</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Training tokens per GPU</source>
            <translation>GPU あたりの学習トークン</translation>
        </message>
        <message>
            <source>Tokens/s per GPU</source>
            <translation>GPU あたりの tokens/s</translation>
        </message>
        <message>
            <source>Tokens per GPU</source>
            <translation>GPU あたりのトークン</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N).</source>
            <translation>GPU あたり毎秒の学習トークン数：B·s / (ステップ時間 × N)。</translation>
        </message>
        <message>
            <source>HFU</source>
            <translation>HFU</translation>
        </message>
        <message>
            <source>GEMM efficiency</source>
            <translation>GEMM 効率</translation>
        </message>
        <message>
            <source>The achieved fraction of peak in a dense layer's GEMMs, FLOP-weighted.</source>
            <translation>密な層の GEMM で達成したピーク比率（FLOPs 加重）。</translation>
        </message>
        <message>
            <source>GPU utilization (compute share of a step)</source>
            <translation>GPU 利用率（ステップに占める計算の割合）</translation>
        </message>
        <message>
            <source>GPU utilization</source>
            <translation>GPU 利用率</translation>
        </message>
        <message>
            <source>(Compute + recompute) / step time.</source>
            <translation>(計算 + 再計算) / ステップ時間。</translation>
        </message>
        <message>
            <source>Model FLOPs per step</source>
            <translation>ステップあたりのモデル FLOPs</translation>
        </message>
        <message>
            <source>Model FLOPs</source>
            <translation>モデル FLOPs</translation>
        </message>
        <message>
            <source>3 × forward × B·s.</source>
            <translation>3 × 順伝播 × B·s。</translation>
        </message>
        <message>
            <source>Hardware FLOPs per step</source>
            <translation>ステップあたりのハードウェア FLOPs</translation>
        </message>
        <message>
            <source>Hardware FLOPs</source>
            <translation>ハードウェア FLOPs</translation>
        </message>
        <message>
            <source>Model FLOPs and recomputation.</source>
            <translation>モデル FLOPs と再計算。</translation>
        </message>
        <message>
            <source>Overlap ratio</source>
            <translation>オーバーラップ率</translation>
        </message>
        <message>
            <source>Overlap</source>
            <translation>オーバーラップ</translation>
        </message>
        <message>
            <source>(Hidden − exposed communication) / step time; below 0 the network sets the pace.</source>
            <translation>(隠れた − 露出した通信) / ステップ時間。0 未満ではネットワークが律速。</translation>
        </message>
        <message>
            <source>Memory per GPU</source>
            <translation>GPU あたりのメモリ</translation>
        </message>
        <message>
            <source>Weights, gradients, optimizer state, activations and buffers of the most loaded stage.</source>
            <translation>最も負荷の高いステージの重み、勾配、オプティマイザ状態、活性、バッファ。</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>総コスト</translation>
        </message>
        <message>
            <source>GPU-hours × price + energy.</source>
            <translation>GPU 時間 × 価格 + エネルギー。</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>GPU コスト</translation>
        </message>
        <message>
            <source>GPU-hours × price per GPU-hour.</source>
            <translation>GPU 時間 × GPU 時間あたりの価格。</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>エネルギーコスト</translation>
        </message>
        <message>
            <source>Energy × price per kWh.</source>
            <translation>エネルギー × kWh あたりの価格。</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>エネルギー</translation>
        </message>
        <message>
            <source>N × power × PUE × JCT.</source>
            <translation>N × 電力 × PUE × JCT。</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU 時間</translation>
        </message>
        <message>
            <source>N × JCT.</source>
            <translation>N × JCT。</translation>
        </message>
        <message>
            <source>Idle cost</source>
            <translation>アイドルコスト</translation>
        </message>
        <message>
            <source>N × price × (predicted − theoretical minimum).</source>
            <translation>N × 価格 × (予測 − 理論最小値)。</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>アイドル 1 分のコスト</translation>
        </message>
        <message>
            <source>Idle minute cost</source>
            <translation>アイドル 1 分あたり</translation>
        </message>
        <message>
            <source>N × price / 60. Idle cost = N × price × (predicted − theoretical minimum).</source>
            <translation>N × 価格 / 60。アイドルコスト = N × 価格 × (予測 − 理論最小値)。</translation>
        </message>
        <message>
            <source>Cost of an idle second</source>
            <translation>アイドル 1 秒のコスト</translation>
        </message>
        <message>
            <source>Idle second cost</source>
            <translation>アイドル 1 秒あたり</translation>
        </message>
        <message>
            <source>N × price / 3,600: what every second the whole cluster waits costs.</source>
            <translation>N × 価格 / 3,600：クラスタ全体が 1 秒待つごとの費用。</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>100 万トークンあたりのコスト</translation>
        </message>
        <message>
            <source>Cost per M tokens</source>
            <translation>100 万トークンあたり</translation>
        </message>
        <message>
            <source>Total cost / tokens × 10⁶.</source>
            <translation>総コスト / トークン × 10⁶。</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>チェックポイントのオーバーヘッド</translation>
        </message>
        <message>
            <source>Training time × δ / τ: the time checkpoints stall training.</source>
            <translation>学習時間 × δ / τ：チェックポイントが学習を止める時間。</translation>
        </message>
        <message>
            <source>Checkpoint overhead (share of training)</source>
            <translation>チェックポイントのオーバーヘッド（学習に対する割合）</translation>
        </message>
        <message>
            <source>Checkpoint overhead / failure-free training time.</source>
            <translation>チェックポイントのオーバーヘッド / 故障なしの学習時間。</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>チェックポイント間隔</translation>
        </message>
        <message>
            <source>The plan's interval, or Daly's optimum.</source>
            <translation>プランの間隔、または Daly の最適値。</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>チェックポイントサイズ</translation>
        </message>
        <message>
            <source>Parameters × (weight bytes + 12 B of optimizer state).</source>
            <translation>パラメータ数 × (重みのバイト数 + オプティマイザ状態 12 B)。</translation>
        </message>
        <message>
            <source>Young's optimal interval</source>
            <translation>Young の最適間隔</translation>
        </message>
        <message>
            <source>Young</source>
            <translation>Young</translation>
        </message>
        <message>
            <source>√(2δM).</source>
            <translation>√(2δM)。</translation>
        </message>
        <message>
            <source>Daly's optimal interval</source>
            <translation>Daly の最適間隔</translation>
        </message>
        <message>
            <source>Daly</source>
            <translation>Daly</translation>
        </message>
        <message>
            <source>√(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ.</source>
            <translation>√(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ。</translation>
        </message>
        <message>
            <source>Checkpoint stall</source>
            <translation>チェックポイントによる停止</translation>
        </message>
        <message>
            <source>δ: the write time, or async max(copy to host, flush to storage).</source>
            <translation>δ：書き込み時間、非同期なら max(ホストへのコピー, ストレージへのフラッシュ)。</translation>
        </message>
        <message>
            <source>Checkpoint copy to host</source>
            <translation>ホストへのチェックポイントコピー</translation>
        </message>
        <message>
            <source>Checkpoint copy</source>
            <translation>チェックポイントコピー</translation>
        </message>
        <message>
            <source>Async: this GPU's shard / host copy bandwidth.</source>
            <translation>非同期：この GPU のシャード / ホストへのコピー帯域幅。</translation>
        </message>
        <message>
            <source>Final checkpoint</source>
            <translation>最終チェックポイント</translation>
        </message>
        <message>
            <source>The job ends when its last checkpoint is on storage: one more δ.</source>
            <translation>ジョブは最後のチェックポイントがストレージに載った時点で終了：δ がもう 1 回。</translation>
        </message>
        <message>
            <source>Checkpoint write</source>
            <translation>チェックポイント書き込み</translation>
        </message>
        <message>
            <source>Size / write bandwidth.</source>
            <translation>サイズ / 書き込み帯域幅。</translation>
        </message>
        <message>
            <source>Checkpoint flush</source>
            <translation>チェックポイントのフラッシュ</translation>
        </message>
        <message>
            <source>Async: size / flush bandwidth, behind training.</source>
            <translation>非同期：サイズ / フラッシュ帯域幅、学習の裏で実行。</translation>
        </message>
        <message>
            <source>Failure overhead</source>
            <translation>故障のオーバーヘッド</translation>
        </message>
        <message>
            <source>Lost work and recovery over the job (Daly 2006).</source>
            <translation>ジョブ全体の失われた作業と復旧（Daly 2006）。</translation>
        </message>
        <message>
            <source>Failure overhead (share of training)</source>
            <translation>故障のオーバーヘッド（学習に対する割合）</translation>
        </message>
        <message>
            <source>Failure overhead / failure-free training time.</source>
            <translation>故障のオーバーヘッド / 故障なしの学習時間。</translation>
        </message>
        <message>
            <source>Expected failures</source>
            <translation>予想故障回数</translation>
        </message>
        <message>
            <source>Expected wall time / job MTBF.</source>
            <translation>期待総時間 / ジョブの MTBF。</translation>
        </message>
        <message>
            <source>Job MTBF</source>
            <translation>ジョブの MTBF</translation>
        </message>
        <message>
            <source>M = 1/λ, λ = N/MTBF_gpu + nodes/MTBF_node + switches/MTBF_switch + software.</source>
            <translation>M = 1/λ、λ = N/MTBF_gpu + ノード数/MTBF_node + スイッチ数/MTBF_switch + ソフトウェア。</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>故障 1 回あたりの復旧</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>復旧</translation>
        </message>
        <message>
            <source>Drain + provisioning + checkpoint download + re-initialisation + rollback past a corrupt checkpoint.</source>
            <translation>停止処理 + プロビジョニング + チェックポイントのダウンロード + 再初期化 + 破損チェックポイントを越えるロールバック。</translation>
        </message>
        <message>
            <source>Lost work per failure</source>
            <translation>故障 1 回あたりの失われた作業</translation>
        </message>
        <message>
            <source>Lost work</source>
            <translation>失われた作業</translation>
        </message>
        <message>
            <source>Failure overhead / expected failures − recovery: the work since the last checkpoint, ≈ (τ + δ)/2.</source>
            <translation>故障のオーバーヘッド / 予想故障回数 − 復旧：最後のチェックポイント以降の作業、≈ (τ + δ)/2。</translation>
        </message>
        <message>
            <source>Goodput (effective training time ratio)</source>
            <translation>Goodput（実効学習時間比）</translation>
        </message>
        <message>
            <source>Goodput</source>
            <translation>Goodput</translation>
        </message>
        <message>
            <source>Training steps / predicted job time: what checkpoints, failures, validation and the serial start leave.</source>
            <translation>学習ステップ / 予測ジョブ時間：チェックポイント、故障、検証、直列の起動を除いた残り。</translation>
        </message>
        <message>
            <source>Serial part (startup, staging)</source>
            <translation>直列部分（起動、ステージング）</translation>
        </message>
        <message>
            <source>Serial part</source>
            <translation>直列部分</translation>
        </message>
        <message>
            <source>Startup + data staged / storage read rate: more GPUs do not shorten it.</source>
            <translation>起動 + ステージングデータ / ストレージ読み込み速度：GPU を増やしても短くなりません。</translation>
        </message>
        <message>
            <source>Serial fraction (Amdahl)</source>
            <translation>直列比率 (Amdahl)</translation>
        </message>
        <message>
            <source>Serial fraction</source>
            <translation>直列比率</translation>
        </message>
        <message>
            <source>Serial part / predicted job time: more GPUs speed the job up by at most 1 / this.</source>
            <translation>直列部分 / 予測ジョブ時間：GPU を増やしてもジョブの高速化は最大 1 / この値 倍。</translation>
        </message>
        <message>
            <source>Validation</source>
            <translation>検証</translation>
        </message>
        <message>
            <source>floor(S / N) passes × batches × (m + (p − 1)/v) forward slots.</source>
            <translation>floor(S / N) パス × バッチ数 × (m + (p − 1)/v) 順伝播スロット。</translation>
        </message>
        <message>
            <source>Storage stall per step</source>
            <translation>ステップあたりのストレージ待ち</translation>
        </message>
        <message>
            <source>Storage stall</source>
            <translation>ストレージ待ち</translation>
        </message>
        <message>
            <source>max(0, bytes per step / storage uplinks − the step without it).</source>
            <translation>max(0, ステップあたりのバイト数 / ストレージアップリンク − それを除いたステップ)。</translation>
        </message>
        <message>
            <source>Sync wall (least JCT at this global batch)</source>
            <translation>Sync wall（このグローバルバッチで JCT が最小）</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch stays fixed.</source>
            <translation>グローバルバッチを固定したとき予測ジョブ時間が最短になる GPU 数。</translation>
        </message>
        <message>
            <source>Data-parallel size at the sync wall</source>
            <translation>sync wall でのデータ並列サイズ</translation>
        </message>
        <message>
            <source>Wall dp</source>
            <translation>wall での dp</translation>
        </message>
        <message>
            <source>Predicted JCT at the sync wall</source>
            <translation>sync wall での予測 JCT</translation>
        </message>
        <message>
            <source>JCT at the wall</source>
            <translation>wall での JCT</translation>
        </message>
        <message>
            <source>Knee (scaling efficiency at or above the threshold)</source>
            <translation>ニー（スケーリング効率がしきい値以上）</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>ニー</translation>
        </message>
        <message>
            <source>The largest GPU count up to which every valid count keeps a scaling efficiency E = (T(N₀)/T(N)) / (N/N₀) at or above the threshold, N₀ the smallest count that fits, T the predicted job time, the global batch fixed.</source>
            <translation>有効な各 GPU 数がスケーリング効率 E = (T(N₀)/T(N)) / (N/N₀) をしきい値以上に保つ最大の GPU 数。N₀ は収まる最小数、T は予測ジョブ時間、グローバルバッチは固定。</translation>
        </message>
        <message>
            <source>Scaling efficiency at the knee</source>
            <translation>ニーでのスケーリング効率</translation>
        </message>
        <message>
            <source>Knee efficiency</source>
            <translation>ニーの効率</translation>
        </message>
        <message>
            <source>Knee threshold (scaling efficiency)</source>
            <translation>ニーのしきい値（スケーリング効率）</translation>
        </message>
        <message>
            <source>Knee threshold</source>
            <translation>ニーのしきい値</translation>
        </message>
        <message>
            <source>First count below the knee threshold</source>
            <translation>しきい値を下回る最初の数</translation>
        </message>
        <message>
            <source>Below the knee</source>
            <translation>ニーの先</translation>
        </message>
        <message>
            <source>Scaling efficiency there</source>
            <translation>そこでのスケーリング効率</translation>
        </message>
        <message>
            <source>Efficiency below the knee</source>
            <translation>ニーの先の効率</translation>
        </message>
        <message>
            <source>Scaling efficiency reference (smallest count that fits)</source>
            <translation>スケーリング効率の基準（収まる最小数）</translation>
        </message>
        <message>
            <source>Efficiency reference</source>
            <translation>効率の基準</translation>
        </message>
        <message>
            <source>Batch limit (dp = B/b, one micro-batch per rank)</source>
            <translation>バッチの上限（dp = B/b、rank あたり 1 マイクロバッチ）</translation>
        </message>
        <message>
            <source>Batch limit</source>
            <translation>バッチの上限</translation>
        </message>
        <message>
            <source>Valid GPU counts evaluated for the sync wall</source>
            <translation>sync wall のために評価した有効な GPU 数</translation>
        </message>
        <message>
            <source>Counts evaluated</source>
            <translation>評価した数</translation>
        </message>
        <message>
            <source>Marginal limit</source>
            <translation>限界点</translation>
        </message>
        <message>
            <source>The last valid GPU count before going to the next valid count returns under half of linear speed-up (kept for scripts; the knee replaces it).</source>
            <translation>次の有効な数に進むと線形の高速化の半分未満しか得られなくなる直前の、最後の有効な GPU 数（スクリプト用に保持。ニーが置き換えます）。</translation>
        </message>
        <message>
            <source>minimum %1</source>
            <translation>最小 %1</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of S = %1 steps of %2, with checkpoints and failures. The minimum is S × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>起動 + %2 のステップ S = %1 回についてのチェックポイントと故障を含む Daly の期待総時間。最小値は S × ステップの計算のみ：通信、バブル、再計算、ストラグラー、チェックポイント、故障なし。</translation>
        </message>
        <message>
            <source>%1 TFLOP/s per GPU</source>
            <translation>GPU あたり %1 TFLOP/s</translation>
        </message>
        <message>
            <source>of %1 usable</source>
            <translation>使用可能 %1 のうち</translation>
        </message>
        <message>
            <source>%1. Usable = %2 HBM less %3 for the CUDA context, NCCL and libraries.</source>
            <translation>%1。使用可能 = %2 の HBM から CUDA コンテキスト、NCCL、ライブラリの %3 を引いた量。</translation>
        </message>
        <message>
            <source>%1 per million tokens</source>
            <translation>100 万トークンあたり %1</translation>
        </message>
        <message>
            <source>GPU-hours × price (%1) + energy (%2: N × power × PUE × JCT × price per kWh).</source>
            <translation>GPU 時間 × 価格 (%1) + エネルギー (%2：N × 電力 × PUE × JCT × kWh あたりの価格)。</translation>
        </message>
        <message>
            <source>%1/s · idle in all: %2</source>
            <translation>%1/s · アイドル合計 %2</translation>
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
            <translation>1 時間</translation>
        </message>
        <message>
            <source>%1 hours</source>
            <translation>%1 時間</translation>
        </message>
        <message>
            <source>a minute</source>
            <translation>1 分</translation>
        </message>
        <message>
            <source>%1 minutes</source>
            <translation>%1 分</translation>
        </message>
        <message>
            <source>Effective training time ratio: %1 of training steps in a predicted %2. Checkpoints take %3, failures %4 (lost work %5 and recovery %6 per failure), validation %7, the serial start %8; more GPUs speed the job up by at most %9×.</source>
            <translation>実効学習時間比：予測 %2 のうち学習ステップが %1。チェックポイント %3、故障 %4（故障 1 回あたり失われた作業 %5、復旧 %6）、検証 %7、直列の起動 %8。GPU を増やしてもジョブの高速化は最大 %9×。</translation>
        </message>
        <message>
            <source>no failures modelled, goodput %1</source>
            <translation>故障はモデル化していません、goodput %1</translation>
        </message>
        <message>
            <source>MTBF %1 · goodput %2</source>
            <translation>MTBF %1 · goodput %2</translation>
        </message>
        <message>
            <source>T_wall / M, with M = 1/λ and λ = N/MTBF_gpu + NICs/MTBF_nic + … (Daly 2006). Checkpoints add %1.</source>
            <translation>T_wall / M、M = 1/λ、λ = N/MTBF_gpu + NIC 数/MTBF_nic + …（Daly 2006）。チェックポイントで %1 増えます。</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source> The plan's job MTBF overrides the per-component MTBFs.</source>
            <translation> プランのジョブ MTBF がコンポーネントごとの MTBF に優先します。</translation>
        </message>
        <message>
            <source> By source: %1.</source>
            <translation> 発生源別：%1。</translation>
        </message>
        <message>
            <source> Recovery %1 = %2; lost work %3 per failure; failures add %4 to training. </source>
            <translation> 復旧 %1 = %2。故障 1 回あたりの失われた作業 %3。故障で学習に %4 加わります。</translation>
        </message>
        <message>
            <source>this plan: %1 GPUs</source>
            <translation>このプラン：%1 GPU</translation>
        </message>
        <message>
            <source> Knee: %1.</source>
            <translation> ニー：%1。</translation>
        </message>
        <message>
            <source> This plan: %1 GPUs.</source>
            <translation> このプラン：%1 GPU。</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPU</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>%1 tokens/s</source>
            <translation>%1 tokens/s</translation>
        </message>
        <message>
            <source>weights %1, gradients %2, optimizer %3, activations %4, buffers %5, allocator fragmentation %6</source>
            <translation>重み %1、勾配 %2、オプティマイザ %3、活性 %4、バッファ %5、アロケータの断片化 %6</translation>
        </message>
        <message>
            <source>; %1 of activations offloaded to host memory</source>
            <translation>。活性の %1 をホストメモリにオフロード</translation>
        </message>
        <message>
            <source>%1 &gt; %2</source>
            <translation>%1 &gt; %2</translation>
        </message>
        <message>
            <source>does not fit: %1 over</source>
            <translation>収まりません：%1 超過</translation>
        </message>
        <message>
            <source>never finishes</source>
            <translation>完了しない</translation>
        </message>
        <message>
            <source>failures outpace progress</source>
            <translation>故障が進捗を上回る</translation>
        </message>
        <message>
            <source>%1 GPUs ∤ %2</source>
            <translation>%1 GPU ∤ %2</translation>
        </message>
        <message>
            <source>GPUs not a multiple of tp·pp·cp</source>
            <translation>GPU 数が tp·pp·cp の倍数ではない</translation>
        </message>
        <message>
            <source>tp %1 ∤ %2 heads</source>
            <translation>tp %1 ∤ %2 ヘッド</translation>
        </message>
        <message>
            <source>tp must divide the heads</source>
            <translation>tp はヘッド数を割り切る必要があります</translation>
        </message>
        <message>
            <source>%1 layers ∤ %2 stages</source>
            <translation>%1 層 ∤ %2 ステージ</translation>
        </message>
        <message>
            <source>layers must split over pp·vpp</source>
            <translation>層は pp·vpp に分割できる必要があります</translation>
        </message>
        <message>
            <source>vpp %1 with pp 1</source>
            <translation>pp 1 で vpp %1</translation>
        </message>
        <message>
            <source>virtual stages need pp &gt; 1</source>
            <translation>仮想ステージには pp &gt; 1 が必要</translation>
        </message>
        <message>
            <source>%1 micro-batches &lt; pp %2</source>
            <translation>マイクロバッチ %1 &lt; pp %2</translation>
        </message>
        <message>
            <source>vpp &gt; 1 needs pp micro-batches per step</source>
            <translation>vpp &gt; 1 には 1 ステップあたり pp 個のマイクロバッチが必要</translation>
        </message>
        <message>
            <source>batch %1 ∤ %2</source>
            <translation>バッチ %1 ∤ %2</translation>
        </message>
        <message>
            <source>global batch not a multiple of micro-batch·dp</source>
            <translation>グローバルバッチがマイクロバッチ·dp の倍数ではない</translation>
        </message>
        <message>
            <source>sequence %1 ∤ %2</source>
            <translation>シーケンス %1 ∤ %2</translation>
        </message>
        <message>
            <source>sequence not a multiple of 2·cp</source>
            <translation>シーケンスが 2·cp の倍数ではない</translation>
        </message>
        <message>
            <source>ep·etp %1 ∤ %2</source>
            <translation>ep·etp %1 ∤ %2</translation>
        </message>
        <message>
            <source>expert parallelism does not divide</source>
            <translation>エキスパート並列が割り切れない</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>レイアウト</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) give the least predicted JCT with the global batch fixed, %3; every valid count evaluated (%4 data-parallel sizes that divide B/b = %5%6)</source>
            <translation>%1 GPU（dp %2）でグローバルバッチ固定時の予測 JCT が最短、%3。有効な数をすべて評価（B/b = %5 を割り切るデータ並列サイズ %4 個%6）</translation>
        </message>
        <message>
            <source> and leave each rank pp micro-batches</source>
            <translation> かつ各 rank に pp マイクロバッチを残す</translation>
        </message>
        <message>
            <source>. Interleaving ends the curve there (vpp &gt; 1 needs at least pp micro-batches per rank: dp ≤ B/(b·pp)): JCT still falls at the last count, so the wall is the schedule's, not the network's</source>
            <translation>。インターリーブで曲線はそこで終わります（vpp &gt; 1 には rank あたり少なくとも pp マイクロバッチが必要：dp ≤ B/(b·pp)）。最後の数でも JCT はまだ下がっているので、この wall はネットワークではなくスケジュールによるものです</translation>
        </message>
        <message>
            <source>. The batch limit ends the curve there (dp = B/b, one micro-batch per rank): JCT still falls at the last count, so the wall is the batch's, not the network's</source>
            <translation>。バッチの上限で曲線はそこで終わります（dp = B/b、rank あたり 1 マイクロバッチ）。最後の数でも JCT はまだ下がっているので、この wall はネットワークではなくバッチによるものです</translation>
        </message>
        <message>
            <source>scaling efficiency stays at or above %1 up to %2 GPUs (%3 there, against %4 GPUs)</source>
            <translation>スケーリング効率は %2 GPU まで %1 以上を保ちます（そこで %3、%4 GPU 比）</translation>
        </message>
        <message>
            <source>; interleaving (at least pp micro-batches per rank, dp %1) ends the curve before it falls below %2</source>
            <translation>。インターリーブ（rank あたり少なくとも pp マイクロバッチ、dp %1）により、%2 を下回る前に曲線が終わります</translation>
        </message>
        <message>
            <source>; the batch limit (dp = B/b = %1) ends the curve before it falls below %2</source>
            <translation>。バッチの上限（dp = B/b = %1）により、%2 を下回る前に曲線が終わります</translation>
        </message>
        <message>
            <source>; %1 GPUs give %2</source>
            <translation>。%1 GPU で %2</translation>
        </message>
        <message>
            <source>a %1 stall on this cluster costs %2</source>
            <translation>このクラスタで %1 の停止は %2 の費用</translation>
        </message>
        <message>
            <source>a %1 slowdown for %2 costs %3</source>
            <translation>%2 の間 %1 遅くなると %3 の費用</translation>
        </message>
        <message>
            <source>%1 a second, %2 an idle minute</source>
            <translation>1 秒 %1、アイドル 1 分 %2</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1：%2。%3</translation>
        </message>
        <message>
            <source>days</source>
            <translation>日</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>tokens/s</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU 時間</translation>
        </message>
        <message>
            <source>count</source>
            <translation>回</translation>
        </message>
        <message>
            <source>step p50 %1 · p99 %2</source>
            <translation>p50 %1 · p99 %2</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N), on the mean step of %1. Over steps the step takes %2 at the median and %3 at the 99th percentile: the slowest of N ranks' jitter, microbursts, retransmission timeouts and PFC pauses vary from step to step. The job's time and cost are priced on the mean.</source>
            <translation>GPU あたり毎秒の学習トークン数：B·s / (ステップ時間 × N)、平均ステップ %1 に基づきます。ステップごとに見ると中央値 %2、99 パーセンタイル %3 です：N rank 中最も遅いもののジッタ、マイクロバースト、再送タイムアウト、PFC 一時停止がステップごとに変動するためです。ジョブの時間とコストは平均で算定します。</translation>
        </message>
        <message>
            <source>The sum of the step's parts (MODEL.md section 7): the mean over steps, on which the job is priced.</source>
            <translation>ステップの各部分の合計 (MODEL.md 第 7 節)：ステップ全体の平均で、ジョブはこれで算定されます。</translation>
        </message>
        <message>
            <source>Step time, median</source>
            <translation>ステップ時間、中央値</translation>
        </message>
        <message>
            <source>Step p50</source>
            <translation>ステップ p50</translation>
        </message>
        <message>
            <source>The median step over steps: fixed part + compute·max(slow, cv·X), X the slowest of N normal ranks, + Poisson counts of microbursts, timeouts and PFC pauses.</source>
            <translation>ステップの中央値：固定部分 + 計算·max(低速, cv·X)、X は N 個の正規分布 rank の最遅値、+ マイクロバースト、タイムアウト、PFC 一時停止のポアソン回数。</translation>
        </message>
        <message>
            <source>Step time, 99th percentile</source>
            <translation>ステップ時間、99 パーセンタイル</translation>
        </message>
        <message>
            <source>Step p99</source>
            <translation>ステップ p99</translation>
        </message>
        <message>
            <source>One step in a hundred takes longer: the same distribution as the median, at 0.99.</source>
            <translation>100 ステップに 1 回はこれより長くなります：中央値と同じ分布の 0.99 点。</translation>
        </message>
        <message>
            <source> What ends the scaling: %1.</source>
            <translation> スケーリングを止めるもの：%1。</translation>
        </message>
        <message>
            <source>checkpoints and failures</source>
            <translation>チェックポイントと故障</translation>
        </message>
        <message>
            <source>%1 from %2 to %3</source>
            <translation>%1 は %2 から %3</translation>
        </message>
        <message>
            <source>from %1 to %2 GPUs, the share of the job time that grows most: %3</source>
            <translation>%1 から %2 GPU で、ジョブ時間に占める割合が最も増える部分：%3</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>NICs</source>
            <translation>NIC</translation>
        </message>
        <message>
            <source>switches</source>
            <translation>スイッチ</translation>
        </message>
        <message>
            <source>optics</source>
            <translation>光モジュール</translation>
        </message>
        <message>
            <source>hosts</source>
            <translation>ホスト</translation>
        </message>
        <message>
            <source>software</source>
            <translation>ソフトウェア</translation>
        </message>
        <message>
            <source>drain</source>
            <translation>停止処理</translation>
        </message>
        <message>
            <source>provisioning</source>
            <translation>プロビジョニング</translation>
        </message>
        <message>
            <source>checkpoint download</source>
            <translation>チェックポイントのダウンロード</translation>
        </message>
        <message>
            <source>communicator re-initialisation</source>
            <translation>コミュニケータの再初期化</translation>
        </message>
        <message>
            <source>rollback past a corrupt checkpoint</source>
            <translation>破損したチェックポイントより前へのロールバック</translation>
        </message>
        <message>
            <source>; the optimizer step holds %1 once activations are freed (with an fp32 gradient copy of %2)</source>
            <translation>。活性の解放後、オプティマイザステップは %1 を保持（%2 の fp32 勾配コピーを含む）</translation>
        </message>
        <message>
            <source>Model FLOPs per second / (N × dense 16-bit peak), in FP8 and FP4 plans too, as torchtitan counts (there it can pass 100 %). Model FLOPs = 3 × forward × B·s, without recomputation; HFU with it is %1.</source>
            <translation>毎秒のモデル FLOPs / (N × 16 ビット密行列ピーク)。FP8・FP4 のプランでも torchtitan と同じく数えます（その場合 100 % を超えることがあります）。モデル FLOPs = 3 × 順伝播 × B·s（再計算なし）。再計算込みの HFU は %1。</translation>
        </message>
        <message>
            <source>Model FLOPs utilization: model FLOPs per second / (N × dense 16-bit peak).</source>
            <translation>モデル FLOPs 利用率：毎秒のモデル FLOPs / (N × 16 ビット密行列ピーク)。</translation>
        </message>
        <message>
            <source>Hardware FLOPs utilization: hardware FLOPs (with recomputation) per second / (N × dense 16-bit peak).</source>
            <translation>ハードウェア FLOPs 利用率：毎秒のハードウェア FLOPs（再計算を含む）/ (N × 16 ビット密行列ピーク)。</translation>
        </message>
        <message>
            <source>of BF16 peak · %1 TFLOP/s per GPU</source>
            <translation>BF16 ピーク比 · GPU あたり %1 TFLOP/s</translation>
        </message>
        <message>
            <source>knee (≥ %1): %2 GPUs</source>
            <translation>ニー (≥ %1)：%2 GPU</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch (%1) stays fixed, over every data-parallel size that divides B/b.</source>
            <translation>グローバルバッチ（%1）を固定したとき、B/b を割り切るすべてのデータ並列サイズのうち予測ジョブ時間が最短になる GPU 数。</translation>
        </message>
    </context>
    <context>
        <name>MainMenus</name>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Reset to the default plan</source>
            <translation>既定のプランに戻す(&amp;R)</translation>
        </message>
        <message>
            <source>Reset to the default plan</source>
            <translation>既定のプランに戻す</translation>
        </message>
        <message>
            <source>GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>GPT-3 175B、1,024 基の H100、NDR 400 InfiniBand</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>サンプル(&amp;E)</translation>
        </message>
        <message>
            <source>Cannot open example</source>
            <translation>サンプルを開けません</translation>
        </message>
        <message>
            <source>&amp;Import nccl-tests log…</source>
            <translation>nccl-tests ログをインポート(&amp;I)…</translation>
        </message>
        <message>
            <source>Import nccl-tests log</source>
            <translation>nccl-tests ログをインポート</translation>
        </message>
        <message>
            <source>nccl-tests logs (*.txt *.log *.out);;All files (*)</source>
            <translation>nccl-tests ログ (*.txt *.log *.out);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Fit α and bandwidth to an nccl-tests log and apply them to the plan</source>
            <translation>nccl-tests ログに α と帯域幅をフィットし、プランに適用します</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>Close the window (asks to save unsaved changes)</source>
            <translation>ウィンドウを閉じます（未保存の変更は保存するか確認します）</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>やり直し(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Compare interconnects on the sync-wall chart</source>
            <translation>sync wall グラフでインターコネクトを比較(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Numbers in the system's format (%1)</source>
            <translation>システムの形式で数値を表示(&amp;N)（%1）</translation>
        </message>
        <message>
            <source>Show and read numbers as the system's locale writes them; off, every number reads 1,234.5 (a typed "," is still a decimal mark where it cannot group digits)</source>
            <translation>システムのロケールの書き方で数値を表示・入力します。オフでは数値はすべて 1,234.5 の形式（桁区切りになり得ない位置で入力した「,」は小数点として扱います）</translation>
        </message>
        <message>
            <source>Sync-wall &amp;knee threshold…</source>
            <translation>sync wall のニーのしきい値(&amp;K)…</translation>
        </message>
        <message>
            <source>The scaling efficiency the knee keeps: the largest GPU count up to which every valid count stays at or above it (70 % by default)</source>
            <translation>ニーが保つスケーリング効率：有効な各数がこの値以上を保つ最大の GPU 数（既定 70 %）</translation>
        </message>
        <message>
            <source>&amp;High-contrast colours</source>
            <translation>ハイコントラスト(&amp;H)</translation>
        </message>
        <message>
            <source>Black text and lines on white in the whole window, the tiles, the banners and the charts; thicker chart lines (kept between runs)</source>
            <translation>ウィンドウ全体、タイル、バナー、グラフを白地に黒の文字と線で表示し、グラフの線を太くします（次回以降も保持）</translation>
        </message>
        <message>
            <source>&amp;Presentation mode</source>
            <translation>プレゼンテーションモード(&amp;P)</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>プレゼンテーションモードを終了</translation>
        </message>
        <message>
            <source>Capacity &amp;questions…</source>
            <translation>キャパシティの質問(&amp;Q)…</translation>
        </message>
        <message>
            <source>Fewest GPUs for a deadline, least cost per token, deadline check</source>
            <translation>期限に必要な最少 GPU 数、トークンあたり最小コスト、期限チェック</translation>
        </message>
        <message>
            <source>&amp;Pin current plan as A</source>
            <translation>現在のプランを A として固定(&amp;P)</translation>
        </message>
        <message>
            <source>Freeze this plan as A and keep editing B; every chart overlays A</source>
            <translation>このプランを A として固定し、B の編集を続けます。すべてのグラフに A を重ねて表示します</translation>
        </message>
        <message>
            <source>Open plan as &amp;A…</source>
            <translation>プランを A として開く(&amp;A)…</translation>
        </message>
        <message>
            <source>Open plan as A</source>
            <translation>プランを A として開く</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>JCT プラン (*.jctplan *.json);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Cannot open plan as A</source>
            <translation>プランを A として開けません</translation>
        </message>
        <message>
            <source>C&amp;lear A</source>
            <translation>A をクリア(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>ツール(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Find best layout…</source>
            <translation>最適なレイアウトを探す(&amp;F)…</translation>
        </message>
        <message>
            <source>Search every parallel layout for the fastest or cheapest plan</source>
            <translation>すべての並列レイアウトから最速または最安のプランを探します</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About JCT Planner</source>
            <translation>JCT Planner について(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>設定(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <source>The language of the window, the report and its charts; numbers keep their format</source>
            <translation>ウィンドウ、レポート、グラフの言語。数値の形式は変わりません</translation>
        </message>
        <message>
            <source>&amp;System (%1)</source>
            <translation>システム（%1）(&amp;S)</translation>
        </message>
        <message>
            <source>Copy &amp;summary</source>
            <translation>概要をコピー(&amp;S)</translation>
        </message>
        <message>
            <source>The plan's name, job time, cost, step time and its parts, memory and sync wall, as plain text and Markdown</source>
            <translation>プランの名前、ジョブ時間、コスト、ステップ時間とその内訳、メモリ、sync wall をプレーンテキストと Markdown でコピーします</translation>
        </message>
        <message>
            <source>Full screen with only the summary and one chart at a time, in large high-contrast text (← / → move between the charts; F5 or Esc to leave)</source>
            <translation>概要と一度に 1 つのグラフだけを大きな高コントラスト文字で全画面表示（← / → でグラフを切り替え、F5 または Esc で終了）</translation>
        </message>
        <message>
            <source>Next chart</source>
            <translation>次のグラフ</translation>
        </message>
        <message>
            <source>Previous chart</source>
            <translation>前のグラフ</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>マニュアル(&amp;M)</translation>
        </message>
        <message>
            <source>What each tile and chart means, the glossary and the model's formulas with sources</source>
            <translation>各タイルとグラフの意味、用語集、出典付きのモデルの数式</translation>
        </message>
    </context>
    <context>
        <name>NcclFit</name>
        <message>
            <source>%1, %2: measured against the fit</source>
            <translation>%1、%2：実測とフィットの比較</translation>
        </message>
        <message>
            <source>α not determined</source>
            <translation>α は未決定</translation>
        </message>
        <message>
            <source>bandwidth not determined</source>
            <translation>帯域は未決定</translation>
        </message>
        <message>
            <source>fit: %1</source>
            <translation>フィット：%1</translation>
        </message>
        <message>
            <source>latency</source>
            <translation>レイテンシ</translation>
        </message>
        <message>
            <source>transition</source>
            <translation>遷移</translation>
        </message>
        <message>
            <source>plateau</source>
            <translation>プラトー</translation>
        </message>
        <message>
            <source>left out</source>
            <translation>除外</translation>
        </message>
        <message>
            <source>a call of 0 bytes returns before any communication</source>
            <translation>0 バイトの呼び出しは通信の前に戻る</translation>
        </message>
        <message>
            <source>%1 is %2 off the median of its size's measurements (%3)</source>
            <translation>%1 は同じサイズの測定の中央値（%3）から %2 ずれている</translation>
        </message>
        <message>
            <source>%1 among the small messages is %2× their floor of %3</source>
            <translation>%1 は小さいメッセージの下限 %3 の %2 倍</translation>
        </message>
        <message>
            <source>busbw %1 is above the plateau's %2</source>
            <translation>busbw %1 がプラトーの %2 を上回る</translation>
        </message>
        <message>
            <source>busbw %1 dips %2 below the plateau's %3 at a size past where it starts</source>
            <translation>busbw %1 がプラトー開始後のサイズでプラトーの %3 を %2 下回る</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>呼び出しあたり %1</translation>
        </message>
        <message>
            <source>not determined by this log (the plateau's line passes below zero at the small messages)</source>
            <translation>このログでは決まらない（プラトーの直線が小さいメッセージでゼロを下回る）</translation>
        </message>
        <message>
            <source>not determined by this log (its largest message, %1, takes %2: still latency-bound, no bandwidth plateau)</source>
            <translation>このログでは決まらない（最大メッセージ %1 が %2：まだレイテンシ律速で、帯域のプラトーがない）</translation>
        </message>
        <message>
            <source>busbw %1 (algbw %2) on the plateau%3</source>
            <translation>プラトーで busbw %1（algbw %2）%3</translation>
        </message>
        <message>
            <source>, assuming α ≪ the one size's time</source>
            <translation>、α ≪ 単一サイズの時間と仮定</translation>
        </message>
        <message>
            <source>every row has the same message size, so α cannot be separated from the bandwidth: the bandwidth is size / time, α is not determined</source>
            <translation>すべての行が同じメッセージサイズのため α を帯域から分離できない：帯域はサイズ / 時間、α は未決定</translation>
        </message>
        <message>
            <source>%1 row(s) report wrong results (#wrong / error not 0); their timings are used but the run may be broken</source>
            <translation>%1 行が誤った結果を報告（#wrong / error が 0 でない）。時間は使うが、実行が壊れている可能性がある</translation>
        </message>
        <message>
            <source>the log's algbw is %1 × size/time (an older nccl-tests convention); the fitted bandwidths follow the log's convention</source>
            <translation>ログの algbw は %1 × サイズ/時間（古い nccl-tests の慣例）。フィットした帯域はログの慣例に従う</translation>
        </message>
        <message>
            <source>the log does not name its test; "%1" was inferred from its columns</source>
            <translation>ログがテスト名を示していない。列から「%1」と推定</translation>
        </message>
        <message>
            <source>%1 point(s) between the small messages and the plateau (protocol transitions) are shown against the fit but do not pull it</source>
            <translation>小さいメッセージとプラトーの間の %1 点（プロトコル遷移）はフィットと並べて示すが、フィットには影響しない</translation>
        </message>
        <message>
            <source>line %1 (%2, %3) left out: %4</source>
            <translation>%1 行目（%2、%3）を除外：%4</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>インプレース</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>アウトオブプレース</translation>
        </message>
        <message>
            <source>the log does not say how many ranks ran; α is taken as the latency of one step</source>
            <translation>ログに rank 数がない。α を 1 ステップのレイテンシとみなす</translation>
        </message>
        <message>
            <source>fabric</source>
            <translation>ファブリック</translation>
        </message>
        <message>
            <source>the logs do not determine a bandwidth: the plan's %1 efficiency is kept</source>
            <translation>ログから帯域が決まらない：プランの %1 効率を維持</translation>
        </message>
        <message>
            <source>protocol</source>
            <translation>プロトコル</translation>
        </message>
        <message>
            <source>the logs do not determine α: the plan's %1 latency is kept</source>
            <translation>ログから α が決まらない：プランの %1 レイテンシを維持</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds the GPU's NVLink bandwidth; efficiency capped at 1</source>
            <translation>フィットした busbw が GPU の NVLink 帯域を超える。効率を 1 に制限</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds what the plan's NICs give at line rate for these ranks and hosts; protocol efficiency capped at 1</source>
            <translation>フィットした busbw がこの rank とホストでのプランの NIC の回線速度を超える。プロトコル効率を 1 に制限</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1：%2 → %3</translation>
        </message>
        <message>
            <source>NVLink efficiency</source>
            <translation>NVLink 効率</translation>
        </message>
        <message>
            <source>NVLink latency per step</source>
            <translation>ステップあたりの NVLink レイテンシ</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>inline, NVLink fitted</source>
            <translation>インライン、NVLink をフィット</translation>
        </message>
        <message>
            <source>protocol efficiency</source>
            <translation>プロトコル効率</translation>
        </message>
        <message>
            <source>fabric latency</source>
            <translation>ファブリックのレイテンシ</translation>
        </message>
        <message>
            <source>network</source>
            <translation>ネットワーク</translation>
        </message>
        <message>
            <source>inline, fitted</source>
            <translation>インライン、フィット済み</translation>
        </message>
        <message>
            <source>calibrated from: %1%2</source>
            <translation>キャリブレーション元：%1%2</translation>
        </message>
        <message>
            <source>ranks unknown</source>
            <translation>rank 数不明</translation>
        </message>
        <message>
            <source>%1 ranks</source>
            <translation>%1 rank</translation>
        </message>
        <message>
            <source> on %1 node</source>
            <translation>、%1 ノード</translation>
        </message>
        <message>
            <source> on %1 nodes</source>
            <translation>、%1 ノード</translation>
        </message>
        <message>
            <source>not determined by this log (one rank: its busbw is 0, nothing crosses a link)</source>
            <translation>このログでは決まらない（1 rank のみ：busbw は 0 で、リンクを通るものがない）</translation>
        </message>
        <message>
            <source>the log ran on %1 but the plan's GPU is %2: the fitted figures describe the log's cluster</source>
            <translation>ログは %1 で測定されたが、プランの GPU は %2：フィット値はログのクラスタを表す</translation>
        </message>
        <message>
            <source>not determined by this log (no small messages flat in time over a %1× range of sizes: from its smallest, %2 in %3, the time grows with the size)</source>
            <translation>このログでは決まらない（%1 倍のサイズ範囲で時間が一定の小さいメッセージがない：最小の %2（%3）から時間がサイズとともに増える）</translation>
        </message>
    </context>
    <context>
        <name>NcclLog</name>
        <message>
            <source>line %1: %2</source>
            <translation>%1 行目：%2</translation>
        </message>
        <message>
            <source>line %1: skipped, %2</source>
            <translation>%1 行目：スキップ、%2</translation>
        </message>
        <message>
            <source>line %1: rank %2 is out of range (0 to %3); the device line is ignored</source>
            <translation>%1 行目：rank %2 が範囲外です（0～%3）。このデバイス行は無視します</translation>
        </message>
        <message>
            <source>line %1: nThread × nGpus = %2 is out of range (1 to %3); ignored</source>
            <translation>%1 行目：nThread × nGpus = %2 が範囲外です（1～%3）。無視します</translation>
        </message>
        <message>
            <source>line %1: nranks %2 is out of range (1 to %3); ignored</source>
            <translation>%1 行目：nranks %2 が範囲外です（1～%3）。無視します</translation>
        </message>
        <message>
            <source>not a measurement row: "%1"</source>
            <translation>測定行ではありません："%1"</translation>
        </message>
        <message>
            <source>more than %1 measurement rows (the cap on rows); split the log or keep the sizes you need</source>
            <translation>測定行が %1 行を超えています（行数の上限）。ログを分割するか、必要なサイズだけ残してください</translation>
        </message>
        <message>
            <source>truncated measurement row: a row needs size, count, type and %1 result fields (time, algbw, busbw, #wrong%2); found %3 fields in all</source>
            <translation>測定行が途中で切れています：1 行には size、count、type と %1 個の結果フィールド（time、algbw、busbw、#wrong%2）が必要ですが、全部で %3 個でした</translation>
        </message>
        <message>
            <source>the size %1 B is out of range (0 to %2 B, 1 PiB)</source>
            <translation>サイズ %1 B が範囲外です（0～%2 B、1 PiB）</translation>
        </message>
        <message>
            <source>the element count %1 is out of range (0 to %2)</source>
            <translation>要素数 %1 が範囲外です（0～%2）</translation>
        </message>
        <message>
            <source>field 3 should name the data type (float, half, int8, …), got "%1"</source>
            <translation>フィールド 3 はデータ型（float、half、int8 など）のはずです。指定値 "%1"</translation>
        </message>
        <message>
            <source>expected %1 or %2 result fields after the type (with redop and root, either or neither), found %3: a truncated or damaged row</source>
            <translation>型の後には %1 または %2 個の結果フィールドが必要です（redop と root の両方、片方、またはなし）が、%3 個でした：切れているか壊れている行です</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation (sum, prod, …), got "%2"</source>
            <translation>フィールド %1 はリダクション演算（sum、prod など）のはずです。指定値 "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the root rank (a whole number), got "%2"</source>
            <translation>フィールド %1 はルート rank（整数）のはずです。指定値 "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation or the root rank, got "%2"</source>
            <translation>フィールド %1 はリダクション演算かルート rank のはずです。指定値 "%2"</translation>
        </message>
        <message>
            <source>truncated measurement row: %1 fields where the header at line %2 has %3 result groups of %4 fields (field %5, "%6", is not the %7)</source>
            <translation>測定行が途中で切れています：%1 個のフィールドですが、%2 行目のヘッダーは %4 フィールドの結果グループを %3 個持ちます（フィールド %5 の "%6" は %7 ではありません）</translation>
        </message>
        <message>
            <source>field %1 should be the %2 in %3, a number, got "%4"</source>
            <translation>フィールド %1 は %3 単位の %2（数値）のはずです。指定値 "%4"</translation>
        </message>
        <message>
            <source>the %1 in field %2, %3 %4, is out of range (0 to %5 %4)</source>
            <translation>フィールド %2 の %1（%3 %4）が範囲外です（0～%5 %4）</translation>
        </message>
        <message>
            <source>the time in field %1 is zero: a measured call cannot take no time</source>
            <translation>フィールド %1 の時間がゼロです：測定した呼び出しには時間がかかります</translation>
        </message>
        <message>
            <source>field %1 should be the #wrong count or error (a number or N/A), got "%2"</source>
            <translation>フィールド %1 は #wrong の数か誤差（数値または N/A）のはずです。指定値 "%2"</translation>
        </message>
        <message>
            <source>field %1 should be a per-iteration figure (a number), got "%2"</source>
            <translation>フィールド %1 は反復ごとの値（数値）のはずです。指定値 "%2"</translation>
        </message>
        <message>
            <source>no measurement rows found: expected lines like "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ..." as nccl-tests prints them</source>
            <translation>測定行が見つかりません：nccl-tests が出力する "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ..." のような行が必要です</translation>
        </message>
        <message>
            <source>; %1 line(s) skipped, the first: %2</source>
            <translation>。%1 行をスキップ、最初の行：%2</translation>
        </message>
        <message>
            <source>device lines</source>
            <translation>デバイス行</translation>
        </message>
        <message>
            <source>the header has device lines for %1 of ranks 0 to %2 (cut from the paste, or truncated by nccl-tests): %3 ranks, nodes unknown</source>
            <translation>ヘッダーには rank 0～%2 のうち %1 個のデバイス行しかありません（貼り付け時に切れたか、nccl-tests が省略）：%3 rank、ノード数は不明</translation>
        </message>
        <message>
            <source>nThread × nGpus (one process assumed)</source>
            <translation>nThread × nGpus（1 プロセスを仮定）</translation>
        </message>
        <message>
            <source>the line is longer than %1 bytes (the cap on one line); an nccl-tests log has no such line</source>
            <translation>行が %1 バイトを超えています（1 行の上限）。nccl-tests のログにそのような行はありません</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>開けません：%1</translation>
        </message>
        <message>
            <source>cannot read: %1</source>
            <translation>読み取れません：%1</translation>
        </message>
    </context>
    <context>
        <name>PlanAnalysis</name>
        <message>
            <source>wall: %1 GPUs</source>
            <translation>wall：%1 GPU</translation>
        </message>
        <message>
            <source>interleaving limit: dp = %1 (≥ pp micro-batches)</source>
            <translation>インターリーブの上限：dp = %1（≥ pp マイクロバッチ）</translation>
        </message>
        <message>
            <source>batch limit: dp = B/b = %1</source>
            <translation>バッチの上限：dp = B/b = %1</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>計算</translation>
        </message>
        <message>
            <source>recompute</source>
            <translation>再計算</translation>
        </message>
        <message>
            <source>pipeline bubble</source>
            <translation>パイプラインバブル</translation>
        </message>
        <message>
            <source>bubble</source>
            <translation>バブル</translation>
        </message>
        <message>
            <source>TP communication</source>
            <translation>TP 通信</translation>
        </message>
        <message>
            <source>TP comm</source>
            <translation>TP 通信</translation>
        </message>
        <message>
            <source>PP communication</source>
            <translation>PP 通信</translation>
        </message>
        <message>
            <source>PP comm</source>
            <translation>PP 通信</translation>
        </message>
        <message>
            <source>DP communication</source>
            <translation>DP 通信</translation>
        </message>
        <message>
            <source>DP comm</source>
            <translation>DP 通信</translation>
        </message>
        <message>
            <source>EP communication</source>
            <translation>EP 通信</translation>
        </message>
        <message>
            <source>EP comm</source>
            <translation>EP 通信</translation>
        </message>
        <message>
            <source>CP communication</source>
            <translation>CP 通信</translation>
        </message>
        <message>
            <source>CP comm</source>
            <translation>CP 通信</translation>
        </message>
        <message>
            <source>optimizer</source>
            <translation>オプティマイザ</translation>
        </message>
        <message>
            <source>stragglers</source>
            <translation>ストラグラー</translation>
        </message>
        <message>
            <source>data stall</source>
            <translation>データ待ち</translation>
        </message>
        <message>
            <source>fixed step overhead</source>
            <translation>ステップの固定オーバーヘッド</translation>
        </message>
        <message>
            <source>overhead</source>
            <translation>オーバーヘッド</translation>
        </message>
        <message>
            <source>activation offload</source>
            <translation>活性のオフロード</translation>
        </message>
        <message>
            <source>offload</source>
            <translation>オフロード</translation>
        </message>
        <message>
            <source>communication</source>
            <translation>通信</translation>
        </message>
        <message>
            <source>checkpoints</source>
            <translation>チェックポイント</translation>
        </message>
        <message>
            <source>failures</source>
            <translation>故障</translation>
        </message>
        <message>
            <source>step overhead and offload</source>
            <translation>ステップのオーバーヘッドとオフロード</translation>
        </message>
        <message>
            <source>validation</source>
            <translation>検証</translation>
        </message>
        <message>
            <source>startup and staging</source>
            <translation>起動とステージング</translation>
        </message>
        <message>
            <source>startup</source>
            <translation>起動</translation>
        </message>
        <message>
            <source>knee (scaling ≥ %1): %2 GPUs</source>
            <translation>ニー (スケーリング ≥ %1)：%2 GPU</translation>
        </message>
        <message>
            <source>wall and knee (scaling ≥ %1): %2 GPUs</source>
            <translation>wall とニー (スケーリング ≥ %1)：%2 GPU</translation>
        </message>
    </context>
    <context>
        <name>PlanCaption</name>
        <message>
            <source>custom GPU</source>
            <translation>カスタム GPU</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>カスタムネットワーク</translation>
        </message>
        <message>
            <source>custom model</source>
            <translation>カスタムモデル</translation>
        </message>
        <message>
            <source>first %1</source>
            <translation>先頭 %1</translation>
        </message>
        <message>
            <source>last %1</source>
            <translation>末尾 %1</translation>
        </message>
        <message>
            <source>%1 layers</source>
            <translation>%1 層</translation>
        </message>
        <message>
            <source>%1 B tokens</source>
            <translation>%1 B トークン</translation>
        </message>
        <message>
            <source>%1 layers, near-even split</source>
            <translation>%1 層、ほぼ均等に分割</translation>
        </message>
    </context>
    <context>
        <name>PlanFix</name>
        <message>
            <source>full recompute</source>
            <translation>完全な再計算</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>選択的再計算</translation>
        </message>
        <message>
            <source>flash attention on</source>
            <translation>flash attention をオン</translation>
        </message>
        <message>
            <source>sequence parallelism on</source>
            <translation>シーケンス並列をオン</translation>
        </message>
        <message>
            <source>ZeRO stage %1</source>
            <translation>ZeRO ステージ %1</translation>
        </message>
        <message>
            <source>micro-batch %1</source>
            <translation>マイクロバッチ %1</translation>
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
            <translation>%1 GPU</translation>
        </message>
    </context>
    <context>
        <name>ProblemText</name>
        <message>
            <source>the expected job time, %1 days, is past the %2 days the planner reports</source>
            <translation>予想ジョブ時間 %1 日は、プランナーが報告する上限 %2 日を超える</translation>
        </message>
        <message>
            <source>the expected job time is not finite</source>
            <translation>予想ジョブ時間が有限でない</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint write %2 (%3 at %4 GB/s), so the job seldom gets past a checkpoint; %5</source>
            <translation>予想故障がチェックポイントを上回る：ジョブ MTBF %1 &lt; チェックポイント書き込み %2（%3、%4 GB/s）のため、ジョブはほとんどチェックポイントを越えられない。%5</translation>
        </message>
        <message>
            <source>expected failures outpace restarts: job MTBF %1 &lt; recovery (drain, provisioning, checkpoint download, re-initialisation) %2, so the job seldom runs between failures; %3</source>
            <translation>予想故障が再起動を上回る：ジョブ MTBF %1 &lt; 復旧（停止処理、プロビジョニング、チェックポイントのダウンロード、再初期化）%2 のため、ジョブは故障の間にほとんど実行できない。%3</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint interval %2, so most intervals end in a failure and are lost; %3</source>
            <translation>予想故障がチェックポイントを上回る：ジョブ MTBF %1 &lt; チェックポイント間隔 %2 のため、ほとんどの間隔が故障で終わり失われる。%3</translation>
        </message>
        <message>
            <source>checkpoints outpace training: one every %1 blocks for %2; %3</source>
            <translation>チェックポイントが学習を上回る：%1 ごとに 1 回、毎回 %2 学習を止める。%3</translation>
        </message>
        <message>
            <source>expected failures outpace progress: job MTBF %1 against a checkpoint every %2 blocking %3 and a restart of %4; %5</source>
            <translation>予想故障が進捗を上回る：ジョブ MTBF %1 に対し、%2 ごとのチェックポイントが %3 ブロックし、再起動に %4。%5</translation>
        </message>
        <message>
            <source>%1 (training alone %2 steps of %3)</source>
            <translation>%1（学習だけで %3 のステップが %2 回）</translation>
        </message>
        <message>
            <source>cluster.gpus = %1 is not a multiple of tp·pp·cp = %2·%3·%4 = %5, so the data-parallel degree would not be whole</source>
            <translation>cluster.gpus = %1 が tp·pp·cp = %2·%3·%4 = %5 の倍数でないため、データ並列度が整数にならない</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.heads = %2</source>
            <translation>parallelism.tp = %1 が model.heads = %2 を割り切らない</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.kv_heads = %2</source>
            <translation>parallelism.tp = %1 が model.kv_heads = %2 を割り切らない</translation>
        </message>
        <message>
            <source>model.layers = %1 less parallelism.first_stage_layers = %2 and last_stage_layers = %3 must split evenly over the other stages and their virtual stages (pp = %4, vpp = %5)</source>
            <translation>model.layers = %1 から parallelism.first_stage_layers = %2 と last_stage_layers = %3 を引いた層は、残りのステージとその仮想ステージに均等に分割できなければならない（pp = %4、vpp = %5）</translation>
        </message>
        <message>
            <source>model.layers = %1 is not a multiple of pp·vpp = %2: give parallelism.first_stage_layers and last_stage_layers for an uneven split</source>
            <translation>model.layers = %1 が pp·vpp = %2 の倍数でない：不均等な分割には parallelism.first_stage_layers と last_stage_layers を指定する</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 needs pipeline parallelism (pp &gt; 1)</source>
            <translation>parallelism.vpp = %1 にはパイプライン並列（pp &gt; 1）が必要</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 interleaves the pipeline, which needs at least pp = %2 micro-batches per step; global_batch / (micro_batch·dp) gives %3: lower training.micro_batch or the GPU count, or set vpp = 1</source>
            <translation>parallelism.vpp = %1 はパイプラインをインターリーブし、ステップあたり少なくとも pp = %2 個のマイクロバッチが必要。global_batch / (micro_batch·dp) は %3：training.micro_batch か GPU 数を下げるか、vpp = 1 にする</translation>
        </message>
        <message>
            <source>training.global_batch = %1 is not a multiple of micro_batch·dp = %2·%3 = %4</source>
            <translation>training.global_batch = %1 が micro_batch·dp = %2·%3 = %4 の倍数でない</translation>
        </message>
        <message>
            <source>model.seq_len = %1 is not a multiple of 2·cp = %2 (context parallelism splits each sequence into 2·cp chunks)</source>
            <translation>model.seq_len = %1 が 2·cp = %2 の倍数でない（コンテキスト並列は各シーケンスを 2·cp 個に分割する）</translation>
        </message>
        <message>
            <source>activations</source>
            <translation>活性</translation>
        </message>
        <message>
            <source>optimizer state</source>
            <translation>オプティマイザ状態</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>重み</translation>
        </message>
        <message>
            <source>gradients</source>
            <translation>勾配</translation>
        </message>
        <message>
            <source>buffers</source>
            <translation>バッファ</translation>
        </message>
        <message>
            <source>allocator fragmentation</source>
            <translation>アロケータの断片化</translation>
        </message>
        <message>
            <source>more recomputation, sequence parallelism, more pipeline stages or a smaller micro-batch reduce it</source>
            <translation>再計算を増やす、シーケンス並列を使う、パイプラインステージを増やす、またはマイクロバッチを小さくすると減る</translation>
        </message>
        <message>
            <source>a higher ZeRO stage or more tensor/pipeline parallelism reduce it</source>
            <translation>より高い ZeRO ステージか、テンソル/パイプライン並列を増やすと減る</translation>
        </message>
        <message>
            <source>does not fit in memory: needs %1 GiB per GPU, %2 GiB usable (%3 GiB less %4 GiB for the CUDA context, NCCL and workspaces), even with activations offloaded to host memory; over by %5 GiB. The largest part is %6 (%7 GiB): %8</source>
            <translation>メモリに収まらない：GPU あたり %1 GiB 必要、使用可能 %2 GiB（%3 GiB から CUDA コンテキスト、NCCL、ワークスペースの %4 GiB を引いた値）。活性をホストメモリにオフロードしても %5 GiB 超過。最大の部分は%6（%7 GiB）：%8</translation>
        </message>
        <message>
            <source>the expected job time, %1, is %2× the training alone (%3)</source>
            <translation>予想ジョブ時間 %1 は、学習のみ（%3）の %2 倍</translation>
        </message>
        <message>
            <source>expert parallelism (parallelism.ep = %1, etp = %2) needs an MoE model, and this model has no experts (model.moe.experts = 0)</source>
            <translation>エキスパート並列（parallelism.ep = %1、etp = %2）には MoE モデルが必要だが、このモデルにはエキスパートがない（model.moe.experts = 0）</translation>
        </message>
        <message>
            <source>model.moe.experts = %1 is not a multiple of parallelism.ep = %2 (each expert-parallel rank holds whole experts)</source>
            <translation>model.moe.experts = %1 が parallelism.ep = %2 の倍数でない（エキスパート並列の各 rank はエキスパートを丸ごと持つ）</translation>
        </message>
        <message>
            <source>model.moe.expert_ffn = %1 is not a multiple of parallelism.etp = %2 (expert tensor parallelism splits each expert's FFN)</source>
            <translation>model.moe.expert_ffn = %1 が parallelism.etp = %2 の倍数でない（エキスパートテンソル並列は各エキスパートの FFN を分割する）</translation>
        </message>
        <message>
            <source>parallelism.ep·etp = %1·%2 = %3 must divide tp·cp·dp = %4 (the experts' ranks are the attention's, regrouped)</source>
            <translation>parallelism.ep·etp = %1·%2 = %3 は tp·cp·dp = %4 を割り切る必要がある（エキスパートの rank はアテンションの rank を組み替えたもの）</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>Page %1 of %2</source>
            <translation>%1 / %2 ページ</translation>
        </message>
        <message>
            <source>cannot start the PDF</source>
            <translation>PDF を開始できません</translation>
        </message>
        <message>
            <source>cannot finish the PDF</source>
            <translation>PDF を完了できません</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>学習トークン数</translation>
        </message>
        <message>
            <source>billion</source>
            <translation>十億</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>ネットワーク</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>並列レイアウト</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>グローバルバッチ</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>シーケンス</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>学習ステップ数</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>ステップ</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>ステップ時間</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>GPU 時間あたりの価格</translation>
        </message>
        <message>
            <source>USD/GPU-h</source>
            <translation>USD/GPU 時間</translation>
        </message>
        <message>
            <source>Step time (total)</source>
            <translation>ステップ時間（合計）</translation>
        </message>
        <message>
            <source>&lt;p class="meta"&gt;Generated %1 by JCT Planner %2&lt;/p&gt;</source>
            <translation>&lt;p class="meta"&gt;%1 に JCT Planner %2 で作成&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p class="bad"&gt;&lt;b&gt;%1 cannot run:&lt;/b&gt; %2&lt;/p&gt;</source>
            <translation>&lt;p class="bad"&gt;&lt;b&gt;%1 は実行できません：&lt;/b&gt;%2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The job is predicted to take &lt;b&gt;%1&lt;/b&gt; on %2 × %3 (at best %4 if every GPU computed all the time) and to cost &lt;b&gt;%5&lt;/b&gt;, %6 per million tokens. An idle minute of the whole cluster costs %7.&lt;/p&gt;</source>
            <translation>&lt;p&gt;このジョブは %2 × %3 で &lt;b&gt;%1&lt;/b&gt; かかり（すべての GPU が常に計算すれば最短 %4）、費用は &lt;b&gt;%5&lt;/b&gt;、100 万トークンあたり %6 と予測されます。クラスタ全体のアイドル 1 分の費用は %7 です。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Headline figure</source>
            <translation>主要指標</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;The plan in brief&lt;/b&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;プランの概要&lt;/b&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>選択</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1Sync wall: %2. Knee: %3.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1Sync wall：%2。ニー：%3。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Where one training step goes, in seconds and as a share of the step.&lt;/p&gt;</source>
            <translation>&lt;p&gt;1 学習ステップの時間の内訳（秒とステップに対する割合）。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Part of a step</source>
            <translation>ステップの構成要素</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>チェックポイント</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>チェックポイントサイズ</translation>
        </message>
        <message>
            <source>Writing</source>
            <translation>書き込み方式</translation>
        </message>
        <message>
            <source>asynchronous</source>
            <translation>非同期</translation>
        </message>
        <message>
            <source>synchronous</source>
            <translation>同期</translation>
        </message>
        <message>
            <source>Interval used</source>
            <translation>使用した間隔</translation>
        </message>
        <message>
            <source>min</source>
            <translation>分</translation>
        </message>
        <message>
            <source>Young's optimum interval</source>
            <translation>Young の最適間隔</translation>
        </message>
        <message>
            <source>Daly's optimum interval</source>
            <translation>Daly の最適間隔</translation>
        </message>
        <message>
            <source>Training stalls per checkpoint</source>
            <translation>チェックポイントごとの学習停止</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>チェックポイントのオーバーヘッド</translation>
        </message>
        <message>
            <source>% of training</source>
            <translation>学習の %</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>故障</translation>
        </message>
        <message>
            <source>Job MTBF (mean time between failures)</source>
            <translation>ジョブの MTBF（平均故障間隔）</translation>
        </message>
        <message>
            <source>Expected failures over the job</source>
            <translation>ジョブ全体の予想故障回数</translation>
        </message>
        <message>
            <source>count</source>
            <translation>回</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>故障 1 回あたりの復旧</translation>
        </message>
        <message>
            <source>Failure overhead (lost work and recovery)</source>
            <translation>故障のオーバーヘッド（失われた作業と復旧）</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead together</source>
            <translation>チェックポイントと故障のオーバーヘッドの合計</translation>
        </message>
        <message>
            <source>Predicted job time</source>
            <translation>予測ジョブ時間</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU 時間</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU 時間</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>GPU コスト</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>Energy (with PUE)</source>
            <translation>エネルギー（PUE 込み）</translation>
        </message>
        <message>
            <source>MWh</source>
            <translation>MWh</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>エネルギーコスト</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>総コスト</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>100 万トークンあたりのコスト</translation>
        </message>
        <message>
            <source>Idle cost (predicted − minimum)</source>
            <translation>アイドルコスト（予測 − 最小値）</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>アイドル 1 分のコスト</translation>
        </message>
        <message>
            <source>USD/min</source>
            <translation>USD/分</translation>
        </message>
        <message>
            <source>&lt;p&gt;GPU-hours × price plus energy (GPUs × power × PUE × time × price per kWh).&lt;/p&gt;</source>
            <translation>&lt;p&gt;GPU 時間 × 価格 + エネルギー（GPU 数 × 電力 × PUE × 時間 × kWh あたりの価格）。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The figures come from JCT Planner's analytic model (&lt;i&gt;core/README.md&lt;/i&gt; gives every formula in prose): FLOPs per token and layer, memory per GPU, α–β costs of the collectives on the fabric, the pipeline bubble, stragglers as order statistics, checkpoints at Young's or Daly's interval and failures by Daly's expected wall time. It is validated against published measured runs (2.4&amp;nbsp;% mean error on the eight Korthikanti et al. iteration times). Predictions, not quotes: the inputs above decide them.&lt;/p&gt;</source>
            <translation>&lt;p&gt;数値は JCT Planner の解析モデルによります（&lt;i&gt;core/README.md&lt;/i&gt; にすべての式を文章で記載）：トークン・層あたりの FLOPs、GPU あたりのメモリ、ファブリック上の集団通信の α–β コスト、パイプラインバブル、順序統計としてのストラグラー、Young または Daly の間隔でのチェックポイント、Daly の期待総時間による故障。公開された実測値で検証済みです（Korthikanti らの 8 つの反復時間で平均誤差 2.4&amp;nbsp;%）。見積もりではなく予測であり、上の入力で決まります。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>単位</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>値</translation>
        </message>
        <message>
            <source>same</source>
            <translation>同じ</translation>
        </message>
        <message>
            <source>differs</source>
            <translation>異なる</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>サマリー</translation>
        </message>
        <message>
            <source>Inputs</source>
            <translation>入力</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>グラフ</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>ステップの内訳</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>チェックポイントと故障</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>感度</translation>
        </message>
        <message>
            <source>Model and sources</source>
            <translation>モデルと出典</translation>
        </message>
        <message>
            <source>Generated %1 by JCT Planner %2</source>
            <translation>%1 に JCT Planner %2 で作成</translation>
        </message>
        <message>
            <source>Analytic predictions; sources in section 8</source>
            <translation>解析による予測。出典は第 8 節</translation>
        </message>
        <message>
            <source>Training job procurement report</source>
            <translation>学習ジョブ調達レポート</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation>（既定）</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every input of the plan, as the engine was given it (defaults marked), under the names of the scenario file's keys. Bandwidths in Gbit/s, latencies in µs, times in the unit shown.&lt;/p&gt;</source>
            <translation>&lt;p&gt;エンジンに渡されたとおりのプランの全入力（既定値に印付き）。名前はシナリオファイルのキーのままです。帯域幅は Gbit/s、レイテンシは µs、時間は表示の単位です。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>入力</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1What ends the scaling: %2.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1スケーリングを止めるもの：%2。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>  of which %1</source>
            <translation>  うち %1</translation>
        </message>
        <message>
            <source>Lost work per failure (since the last checkpoint)</source>
            <translation>故障 1 回あたりの失われた作業（最後のチェックポイント以降）</translation>
        </message>
        <message>
            <source>Expected failures from %1</source>
            <translation>%1 による予想故障数</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>秒</translation>
        </message>
        <message>
            <source>Share of step (%)</source>
            <translation>ステップに占める割合 (%)</translation>
        </message>
        <message>
            <source>Change to this plan</source>
            <translation>このプランへの変更</translation>
        </message>
        <message>
            <source>JCT change (h)</source>
            <translation>JCT の変化 (h)</translation>
        </message>
        <message>
            <source>JCT change (%)</source>
            <translation>JCT の変化 (%)</translation>
        </message>
        <message>
            <source>Cost change (USD)</source>
            <translation>コストの変化 (USD)</translation>
        </message>
        <message>
            <source>the plan no longer fits in memory</source>
            <translation>プランがメモリに収まらなくなります</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>項目</translation>
        </message>
        <message>
            <source>Gbit/s per GPU</source>
            <translation>GPU あたり Gbit/s</translation>
        </message>
        <message>
            <source>bytes</source>
            <translation>バイト</translation>
        </message>
        <message>
            <source>tokens</source>
            <translation>トークン</translation>
        </message>
        <message>
            <source>× balanced load</source>
            <translation>× 均等負荷</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>層</translation>
        </message>
        <message>
            <source>fraction</source>
            <translation>割合</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>はい</translation>
        </message>
        <message>
            <source>no</source>
            <translation>いいえ</translation>
        </message>
        <message>
            <source>set by MLA</source>
            <translation>MLA により決定</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>均等分割</translation>
        </message>
        <message>
            <source>one stage</source>
            <translation>1 ステージ</translation>
        </message>
        <message>
            <source>Daly's optimum</source>
            <translation>Daly の最適値</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>学習</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>クラスタ</translation>
        </message>
        <message>
            <source>Network calibrated from nccl-tests</source>
            <translation>nccl-tests で較正したネットワーク</translation>
        </message>
        <message>
            <source>Storage and checkpoints</source>
            <translation>ストレージとチェックポイント</translation>
        </message>
        <message>
            <source>Reliability</source>
            <translation>信頼性</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>ストラグラー</translation>
        </message>
    </context>
    <context>
        <name>ScenarioReader</name>
        <message>
            <source>infinity</source>
            <translation>無限大</translation>
        </message>
        <message>
            <source>a boolean</source>
            <translation>真偽値</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数値</translation>
        </message>
        <message>
            <source>an array</source>
            <translation>配列</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>オブジェクト</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>must be a number between %1 and %2</source>
            <translation>%1～%2 の数値でなければなりません</translation>
        </message>
        <message>
            <source>must be between %1 and %2 (got %3)</source>
            <translation>%1～%2 でなければなりません（指定値 %3）</translation>
        </message>
        <message>
            <source>must be a whole number between %1 and %2</source>
            <translation>%1～%2 の整数でなければなりません</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>true か false でなければなりません</translation>
        </message>
        <message>
            <source>must be one of %1 (got %2)</source>
            <translation>%1 のいずれかでなければなりません（指定値 %2）</translation>
        </message>
        <message>
            <source>must be a string</source>
            <translation>文字列でなければなりません</translation>
        </message>
        <message>
            <source>must be an object</source>
            <translation>オブジェクトでなければなりません</translation>
        </message>
        <message>
            <source>unknown key (allowed here: %1)</source>
            <translation>不明なキー（ここで使えるもの：%1）</translation>
        </message>
        <message>
            <source>must not be null</source>
            <translation>null にはできません</translation>
        </message>
        <message>
            <source>line %1, column %2: </source>
            <translation>%1 行 %2 列：</translation>
        </message>
        <message>
            <source>must be "jct-planner-scenario" (got "%1"): this is not a scenario file</source>
            <translation>"jct-planner-scenario" でなければなりません（指定値 "%1"）：シナリオファイルではありません</translation>
        </message>
        <message>
            <source>this file has format version %1, newer than the %2 this planner reads; open it with a newer JCT Planner</source>
            <translation>このファイルの形式バージョンは %1 で、このプランナーが読める %2 より新しいです。新しい JCT Planner で開いてください</translation>
        </message>
        <message>
            <source>must be between 1 and experts = %1 for an MoE model (got %2)</source>
            <translation>MoE モデルでは 1～experts = %1 でなければなりません（指定値 %2）</translation>
        </message>
        <message>
            <source>must be at least 1 for an MoE model</source>
            <translation>MoE モデルでは 1 以上でなければなりません</translation>
        </message>
        <message>
            <source>is only read with model.attention = "mla"</source>
            <translation>model.attention = "mla" のときだけ読み込まれます</translation>
        </message>
        <message>
            <source>is needed with model.attention = "mla": q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim</source>
            <translation>model.attention = "mla" では必須です：q_lora_rank、kv_lora_rank、qk_nope_head_dim、qk_rope_head_dim、v_head_dim</translation>
        </message>
        <message>
            <source>and qk_rope_head_dim must add up to at least 1 (the query/key head size)</source>
            <translation>と qk_rope_head_dim の合計が 1 以上でなければなりません（クエリ/キーのヘッドサイズ）</translation>
        </message>
        <message>
            <source>unknown model preset "%1" (known: %2)</source>
            <translation>不明なモデルプリセット "%1"（既知：%2）</translation>
        </message>
        <message>
            <source>must divide heads = %1 (got %2)</source>
            <translation>heads = %1 を割り切れなければなりません（指定値 %2）</translation>
        </message>
        <message>
            <source>must divide hidden = %1 (got %2), or give model.head_dim</source>
            <translation>hidden = %1 を割り切れなければなりません（指定値 %2）。または model.head_dim を指定してください</translation>
        </message>
        <message>
            <source>is derived (cluster.gpus / (tp·pp·cp)) and cannot be set</source>
            <translation>導出値（cluster.gpus / (tp·pp·cp)）なので設定できません</translation>
        </message>
        <message>
            <source>%1 must be an object</source>
            <translation>%1 はオブジェクトでなければなりません</translation>
        </message>
        <message>
            <source>has no positive %1 figure, so training.precision = %1 cannot run on it (available: %2)</source>
            <translation>正の %1 の値がないため、training.precision = %1 では実行できません（あるもの：%2）</translation>
        </message>
        <message>
            <source>unknown GPU "%1" (known: %2; or give the GPU inline as an object)</source>
            <translation>不明な GPU "%1"（既知：%2。または GPU をオブジェクトとしてインラインで指定）</translation>
        </message>
        <message>
            <source>must be a GPU id (string) or an inline GPU object</source>
            <translation>GPU id（文字列）かインライン GPU オブジェクトでなければなりません</translation>
        </message>
        <message>
            <source>an inline GPU needs %1 (see resources/catalog/gpus.json for the fields)</source>
            <translation>インライン GPU には %1 が必要です（フィールドは resources/catalog/gpus.json を参照）</translation>
        </message>
        <message>
            <source>unknown network "%1" (known: %2)</source>
            <translation>不明なネットワーク "%1"（既知：%2）</translation>
        </message>
        <message>
            <source>must be a network id (string) or an inline fabric object</source>
            <translation>ネットワーク id（文字列）かインライン fabric オブジェクトでなければなりません</translation>
        </message>
        <message>
            <source>is required: the name of the log the figures came from</source>
            <translation>必須です：値の出どころのログ名</translation>
        </message>
        <message>
            <source>must name the log (1 to 1000 characters)</source>
            <translation>ログ名でなければなりません（1～1000 文字）</translation>
        </message>
        <message>
            <source>must be a date as YYYY-MM-DD (got "%1")</source>
            <translation>YYYY-MM-DD 形式の日付でなければなりません（指定値 "%1"）</translation>
        </message>
        <message>
            <source>give either restart_minutes (their sum) or drain_minutes, provision_minutes and reinit_minutes</source>
            <translation>restart_minutes（合計）か、drain_minutes・provision_minutes・reinit_minutes のどちらかを指定してください</translation>
        </message>
        <message>
            <source>malformed JSON: %1</source>
            <translation>不正な JSON：%1</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>開けません：%1</translation>
        </message>
        <message>
            <source>a scenario must be a JSON object { … }, not %1</source>
            <translation>シナリオは JSON オブジェクト { … } でなければなりません。%1 ではありません</translation>
        </message>
        <message>
            <source>a single value</source>
            <translation>単一の値</translation>
        </message>
    </context>
    <context>
        <name>SearchReport</name>
        <message>
            <source>%1 per million tokens</source>
            <translation>100 万トークンあたり %1</translation>
        </message>
        <message>
            <source>first/last stage %1/%2 layers</source>
            <translation>先頭/末尾ステージ %1/%2 層</translation>
        </message>
        <message>
            <source>first stage %1 layers</source>
            <translation>先頭ステージ %1 層</translation>
        </message>
        <message>
            <source>last stage %1 layers</source>
            <translation>末尾ステージ %1 層</translation>
        </message>
        <message>
            <source>no recompute</source>
            <translation>再計算なし</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>選択的再計算</translation>
        </message>
        <message>
            <source>full recompute</source>
            <translation>完全な再計算</translation>
        </message>
        <message>
            <source>%1 %2 vs %3</source>
            <translation>%1 %2 対 %3</translation>
        </message>
        <message>
            <source>even stages</source>
            <translation>均等ステージ</translation>
        </message>
        <message>
            <source>%1 vs %2</source>
            <translation>%1 対 %2</translation>
        </message>
        <message>
            <source>micro-batch</source>
            <translation>マイクロバッチ</translation>
        </message>
        <message>
            <source>%1 vs %2 GPUs</source>
            <translation>%1 対 %2 GPU</translation>
        </message>
        <message>
            <source>sequence parallel vs not</source>
            <translation>シーケンス並列あり対なし</translation>
        </message>
        <message>
            <source>no sequence parallelism vs with</source>
            <translation>シーケンス並列なし対あり</translation>
        </message>
        <message>
            <source>order %1 vs %2</source>
            <translation>順序 %1 対 %2</translation>
        </message>
        <message>
            <source>The best (%1) beats the runner-up (%2) by %3 (%4 %)</source>
            <translation>最良（%1）は次点（%2）より %3 良い（%4 %）</translation>
        </message>
        <message>
            <source> on %1 GPUs vs %2</source>
            <translation>、%1 GPU 対 %2</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1：</translation>
        </message>
        <message>
            <source>step %1 vs %2 (%3 per step); job %4, cost %5</source>
            <translation>ステップ %1 対 %2（ステップあたり %3）。ジョブ %4、コスト %5</translation>
        </message>
        <message>
            <source>less %1 (%2 per step)</source>
            <translation>%1 が少ない（ステップあたり %2）</translation>
        </message>
        <message>
            <source>more %1 (%2 per step)</source>
            <translation>%1 が多い（ステップあたり %2）</translation>
        </message>
        <message>
            <source> because %1</source>
            <translation>、理由：%1</translation>
        </message>
        <message>
            <source>checkpoint overhead %1 over the job</source>
            <translation>チェックポイントのオーバーヘッド、ジョブ全体で %1</translation>
        </message>
        <message>
            <source>failure overhead %1 over the job</source>
            <translation>故障のオーバーヘッド、ジョブ全体で %1</translation>
        </message>
        <message>
            <source>a tie on the step time: they differ in %1, which the model prices the same; %2</source>
            <translation>ステップ時間は同じ：違いは %1 で、モデルはこれを同じに評価する。%2</translation>
        </message>
        <message>
            <source>the best needs %1 per GPU instead of %2</source>
            <translation>最良は GPU あたり %2 ではなく %1 で済む</translation>
        </message>
        <message>
            <source>they need the same memory, either will do</source>
            <translation>メモリも同じで、どちらでもよい</translation>
        </message>
        <message>
            <source>%1 of activations offloaded to host</source>
            <translation>活性の %1 をホストへオフロード</translation>
        </message>
    </context>
    <context>
        <name>StrictJson</name>
        <message>
            <source>expected a JSON value, found the end of the text</source>
            <translation>JSON の値が必要ですが、テキストの終わりでした</translation>
        </message>
        <message>
            <source>unexpected %1 after the JSON value</source>
            <translation>JSON の値の後に予期しない %1 があります</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>タブ</translation>
        </message>
        <message>
            <source>control character U+%1</source>
            <translation>制御文字 U+%1</translation>
        </message>
        <message>
            <source>byte 0x%1</source>
            <translation>バイト 0x%1</translation>
        </message>
        <message>
            <source>expected a value, found the end of the text</source>
            <translation>値が必要ですが、テキストの終わりでした</translation>
        </message>
        <message>
            <source>a number must start with a digit (write 0.5, not .5)</source>
            <translation>数値は数字で始めてください（.5 ではなく 0.5）</translation>
        </message>
        <message>
            <source>expected a value, found %1</source>
            <translation>値が必要ですが、%1 でした</translation>
        </message>
        <message>
            <source>expected a value (true, false or null are the only bare words)</source>
            <translation>値が必要です（引用符なしで書ける語は true、false、null だけです）</translation>
        </message>
        <message>
            <source>a digit must follow the minus sign</source>
            <translation>マイナス記号の後には数字が必要です</translation>
        </message>
        <message>
            <source>a number must not have a leading zero</source>
            <translation>数値の先頭に余分な 0 を付けることはできません</translation>
        </message>
        <message>
            <source>a digit must follow the decimal point (write 1024 or 1024.0, not 1024.)</source>
            <translation>小数点の後には数字が必要です（1024. ではなく 1024 か 1024.0）</translation>
        </message>
        <message>
            <source>a digit must follow the exponent</source>
            <translation>指数の後には数字が必要です</translation>
        </message>
        <message>
            <source>a string that is never closed</source>
            <translation>閉じられていない文字列</translation>
        </message>
        <message>
            <source>a raw tab inside a string (write \t)</source>
            <translation>文字列内に生のタブがあります（\t と書いてください）</translation>
        </message>
        <message>
            <source>a line break inside a string (write \n, or close the string)</source>
            <translation>文字列内に改行があります（\n と書くか、文字列を閉じてください）</translation>
        </message>
        <message>
            <source>a raw %1 inside a string (write \u%2)</source>
            <translation>文字列内に生の%1があります（\u%2 と書いてください）</translation>
        </message>
        <message>
            <source>%1 is not UTF-8</source>
            <translation>%1 は UTF-8 ではありません</translation>
        </message>
        <message>
            <source>\%1 is not a JSON escape (\" \\ \/ \b \f \n \r \t \uXXXX)</source>
            <translation>\%1 は JSON のエスケープではありません（\" \\ \/ \b \f \n \r \t \uXXXX）</translation>
        </message>
        <message>
            <source>\u must be followed by four hex digits</source>
            <translation>\u の後には 16 進数字 4 桁が必要です</translation>
        </message>
        <message>
            <source>a lone low surrogate \u%1 (no high surrogate \ud800-\udbff before it)</source>
            <translation>単独の下位サロゲート \u%1（前に上位サロゲート \ud800-\udbff がありません）</translation>
        </message>
        <message>
            <source>a lone high surrogate \u%1 (no low surrogate \udc00-\udfff after it)</source>
            <translation>単独の上位サロゲート \u%1（後に下位サロゲート \udc00-\udfff がありません）</translation>
        </message>
        <message>
            <source>objects and arrays nested deeper than %1</source>
            <translation>オブジェクトと配列の入れ子が %1 段を超えています</translation>
        </message>
        <message>
            <source>an object that is never closed (expected a key or '}')</source>
            <translation>閉じられていないオブジェクト（キーか '}' が必要）</translation>
        </message>
        <message>
            <source>expected a key in double quotes, found %1</source>
            <translation>二重引用符で囲んだキーが必要ですが、%1 でした</translation>
        </message>
        <message>
            <source>duplicate key "%1" (first at line %2, column %3)</source>
            <translation>キー "%1" が重複しています（最初は %2 行 %3 列）</translation>
        </message>
        <message>
            <source>expected ':' after the key</source>
            <translation>キーの後に ':' が必要です</translation>
        </message>
        <message>
            <source>an object that is never closed (expected ',' or '}')</source>
            <translation>閉じられていないオブジェクト（',' か '}' が必要）</translation>
        </message>
        <message>
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>オブジェクト内では ',' か '}' が必要ですが、%1 でした</translation>
        </message>
        <message>
            <source>an array that is never closed (expected ',' or ']')</source>
            <translation>閉じられていない配列（',' か ']' が必要）</translation>
        </message>
        <message>
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>配列内では ',' か ']' が必要ですが、%1 でした</translation>
        </message>
    </context>
    <context>
        <name>Units</name>
        <message>
            <source>%1 days</source>
            <translation>%1 日</translation>
        </message>
        <message>
            <source>not finite</source>
            <translation>有限でない</translation>
        </message>
        <message>
            <source>$%1 B</source>
            <translation>$%1 B</translation>
        </message>
        <message>
            <source>$%1 M</source>
            <translation>$%1 M</translation>
        </message>
        <message>
            <source>$%1 k</source>
            <translation>$%1 k</translation>
        </message>
        <message>
            <source>$%1</source>
            <translation>$%1</translation>
        </message>
    </context>
    <context>
        <name>Validation</name>
        <message>
            <source>miss: the planner finds the run infeasible</source>
            <translation>ミス：プランナーはこの実行を実行不可能と判断</translation>
        </message>
        <message>
            <source>miss: unknown metric '%1'</source>
            <translation>ミス：不明な指標 '%1'</translation>
        </message>
        <message>
            <source>not compared: %1</source>
            <translation>比較なし：%1</translation>
        </message>
        <message>
            <source>miss: scenario.%1</source>
            <translation>ミス：scenario.%1</translation>
        </message>
        <message>
            <source>line %1, column %2: malformed JSON: %3</source>
            <translation>%1 行 %2 列：不正な JSON：%3</translation>
        </message>
        <message>
            <source>line %1: malformed JSON: %2</source>
            <translation>%1 行目：不正な JSON：%2</translation>
        </message>
        <message>
            <source>a published-runs file is a JSON array of rows</source>
            <translation>公開済み実行結果ファイルは行の JSON 配列です</translation>
        </message>
    </context>
    <context>
        <name>jct::document::Presets</name>
        <message>
            <source>Change GPU to %1</source>
            <translation>GPU を %1 に変更</translation>
        </message>
        <message>
            <source>Change interconnect to %1</source>
            <translation>インターコネクトを %1 に変更</translation>
        </message>
        <message>
            <source>Change model to %1</source>
            <translation>モデルを %1 に変更</translation>
        </message>
        <message>
            <source>Change precision to %1</source>
            <translation>精度を %1 に変更</translation>
        </message>
        <message>
            <source>Change framework to %1</source>
            <translation>フレームワークを %1 に変更</translation>
        </message>
    </context>
    <context>
        <name>jct::planner</name>
        <message>
            <source>Inputs that differ: none</source>
            <translation>異なる入力：なし</translation>
        </message>
        <message>
            <source>Inputs that differ</source>
            <translation>異なる入力</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>指標</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::CapacityDialog</name>
        <message>
            <source>Capacity questions</source>
            <translation>キャパシティの質問</translation>
        </message>
        <message>
            <source> days</source>
            <translation> 日</translation>
        </message>
        <message>
            <source>The delivery date, in days of wall time from the job's start (startup, checkpoints and expected failures count).</source>
            <translation>納期。ジョブ開始からの実時間の日数（起動、チェックポイント、予想される故障を含む）。</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>期限</translation>
        </message>
        <message>
            <source>Fewest GPUs that finish by the deadline</source>
            <translation>期限までに完了する最少 GPU 数</translation>
        </message>
        <message>
            <source>GPU count with the least cost per trained token</source>
            <translation>学習トークンあたりのコストが最小の GPU 数</translation>
        </message>
        <message>
            <source>Does this cluster meet the deadline?</source>
            <translation>このクラスタは期限を満たしますか？</translation>
        </message>
        <message>
            <source>Searched over every GPU count N = tp·pp·cp·dp of this layout with the global batch fixed, dp = 1 … global batch / micro-batch (the sync-wall sweep's counts).</source>
            <translation>グローバルバッチを固定し、このレイアウトのすべての GPU 数 N = tp·pp·cp·dp、dp = 1 … グローバルバッチ / マイクロバッチ（sync wall の掃引と同じ数）を探索しました。</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ControlPanel</name>
        <message>
            <source>Plan name</source>
            <translation>プラン名</translation>
        </message>
        <message>
            <source>The plan's name, in the title, the file and export names, chart captions and the report. It follows the model, GPU count and GPU type until you type one; clear it to let it follow them again.</source>
            <translation>プランの名前。タイトル、ファイル名とエクスポート名、グラフのキャプション、レポートに使います。入力するまではモデル、GPU 数、GPU の種類に追従します。消去すると再び追従します。</translation>
        </message>
        <message>
            <source>Plan &amp;name</source>
            <translation>プラン名(&amp;N)</translation>
        </message>
        <message>
            <source>Rename plan</source>
            <translation>プラン名を変更</translation>
        </message>
        <message>
            <source>custom (not in the catalog)</source>
            <translation>カスタム（カタログ外）</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportController</name>
        <message>
            <source>Export &amp;chart…</source>
            <translation>グラフをエクスポート(&amp;C)…</translation>
        </message>
        <message>
            <source>Write a chart as PNG, SVG or PDF, with the plan's name and assumptions</source>
            <translation>グラフをプラン名と前提条件付きで PNG、SVG、PDF に書き出します</translation>
        </message>
        <message>
            <source>Cop&amp;y chart</source>
            <translation>グラフをコピー(&amp;Y)</translation>
        </message>
        <message>
            <source>Copy the chart under the pointer (or the last one right-clicked) as an image</source>
            <translation>ポインタの下のグラフ（または最後に右クリックしたグラフ）を画像としてコピー</translation>
        </message>
        <message>
            <source>Export &amp;data (CSV)…</source>
            <translation>データをエクスポート (CSV)(&amp;D)…</translation>
        </message>
        <message>
            <source>Write the numbers behind the charts as CSV</source>
            <translation>グラフの元になる数値を CSV で書き出します</translation>
        </message>
        <message>
            <source>Export &amp;report (PDF)…</source>
            <translation>レポートをエクスポート (PDF)(&amp;R)…</translation>
        </message>
        <message>
            <source>Write the procurement report: figures, inputs, charts and tables (A4 PDF)</source>
            <translation>調達レポートを書き出します：指標、入力、グラフ、表（A4 PDF）</translation>
        </message>
        <message>
            <source>Copy chart</source>
            <translation>グラフをコピー</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>エクスポート</translation>
        </message>
        <message>
            <source>PNG image…</source>
            <translation>PNG 画像…</translation>
        </message>
        <message>
            <source>SVG (vector)…</source>
            <translation>SVG（ベクター）…</translation>
        </message>
        <message>
            <source>PDF (vector)…</source>
            <translation>PDF（ベクター）…</translation>
        </message>
        <message>
            <source>Data (CSV)…</source>
            <translation>データ (CSV)…</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to export.</source>
            <translation>実行可能なプランがまだ表示されていないため、エクスポートするものがありません。</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>グラフをエクスポート</translation>
        </message>
        <message>
            <source>%1 files (*.%2)</source>
            <translation>%1 ファイル (*.%2)</translation>
        </message>
        <message>
            <source>Cannot export the chart</source>
            <translation>グラフをエクスポートできません</translation>
        </message>
        <message>
            <source>All charts (one file each)</source>
            <translation>すべてのグラフ（1 つずつ別ファイル）</translation>
        </message>
        <message>
            <source>Export data (CSV)</source>
            <translation>データをエクスポート (CSV)</translation>
        </message>
        <message>
            <source>Data of:</source>
            <translation>データの対象：</translation>
        </message>
        <message>
            <source>Export data of every chart into</source>
            <translation>すべてのグラフのデータのエクスポート先</translation>
        </message>
        <message>
            <source>Cannot export the data</source>
            <translation>データをエクスポートできません</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV ファイル (*.csv)</translation>
        </message>
        <message>
            <source>Export report (PDF)</source>
            <translation>レポートをエクスポート (PDF)</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF ファイル (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot export the report</source>
            <translation>レポートをエクスポートできません</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>%1 にエクスポートしました</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>フォルダーを開く</translation>
        </message>
        <message>
            <source>Show %1 in the file manager</source>
            <translation>ファイルマネージャーで %1 を表示</translation>
        </message>
        <message>
            <source>Copied the sync wall chart</source>
            <translation>「Sync wall」グラフをコピーしました</translation>
        </message>
        <message>
            <source>Copied the cost of idle time chart</source>
            <translation>「アイドル時間のコスト」グラフをコピーしました</translation>
        </message>
        <message>
            <source>Copied the checkpoint and failure overhead chart</source>
            <translation>「チェックポイントと故障のオーバーヘッド」グラフをコピーしました</translation>
        </message>
        <message>
            <source>Copied the step breakdown chart</source>
            <translation>「ステップの内訳」グラフをコピーしました</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportDialog</name>
        <message>
            <source>Export chart</source>
            <translation>グラフをエクスポート</translation>
        </message>
        <message>
            <source>&amp;Chart</source>
            <translation>グラフ(&amp;C)</translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>PNG 画像</translation>
        </message>
        <message>
            <source>SVG (vector)</source>
            <translation>SVG（ベクター）</translation>
        </message>
        <message>
            <source>PDF (vector)</source>
            <translation>PDF（ベクター）</translation>
        </message>
        <message>
            <source>&amp;Format</source>
            <translation>形式(&amp;F)</translation>
        </message>
        <message>
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <source>Width</source>
            <translation>幅</translation>
        </message>
        <message>
            <source>Height</source>
            <translation>高さ</translation>
        </message>
        <message>
            <source>&amp;Size</source>
            <translation>サイズ(&amp;S)</translation>
        </message>
        <message>
            <source> DPI</source>
            <translation> DPI</translation>
        </message>
        <message>
            <source>Dots per inch: the chart is size / DPI inches; text keeps its size in inches.</source>
            <translation>1 インチあたりのドット数：グラフはサイズ / DPI インチになり、文字はインチ単位の大きさを保ちます。</translation>
        </message>
        <message>
            <source>&amp;Resolution</source>
            <translation>解像度(&amp;R)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>エクスポート…</translation>
        </message>
        <message>
            <source>%1 × %2 in (%3 × %4 cm)</source>
            <translation>%1 × %2 in（%3 × %4 cm）</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::LayoutSearchDialog</name>
        <message>
            <source>Find best layout</source>
            <translation>最適なレイアウトを探す</translation>
        </message>
        <message>
            <source>&amp;Apply to plan</source>
            <translation>プランに適用(&amp;A)</translation>
        </message>
        <message>
            <source>Put the selected layout into the plan (one undoable step)</source>
            <translation>選択したレイアウトをプランに入れます（元に戻せる 1 ステップ）</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> GPU</translation>
        </message>
        <message>
            <source>Smallest GPU count to try; the search tries it, twice it, four times it, … up to the largest</source>
            <translation>試す最小の GPU 数。探索はその数、2 倍、4 倍、… と最大まで試します</translation>
        </message>
        <message>
            <source>Largest GPU count to try</source>
            <translation>試す最大の GPU 数</translation>
        </message>
        <message>
            <source>to</source>
            <translation>～</translation>
        </message>
        <message>
            <source>Objective</source>
            <translation>目的</translation>
        </message>
        <message>
            <source>GPU counts</source>
            <translation>GPU 数</translation>
        </message>
        <message>
            <source>Show the best</source>
            <translation>上位を表示</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>探索(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Cancel search</source>
            <translation>探索を中止(&amp;C)</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>JCT (days)</source>
            <translation>JCT（日）</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>総コスト</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>ステップ</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Memory/GPU</source>
            <translation>メモリ/GPU</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>レイアウト</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>探索中…</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts; %2 discarded by memory before timing; %3 evaluated in %4 on %5 threads%6.</source>
            <translation>異なる有効なレイアウト %1 件。計時前にメモリで除外 %2 件。%3 件を %4 で %5 スレッドにより評価%6。</translation>
        </message>
        <message>
            <source> — cancelled, showing the best found so far</source>
            <translation> — 中止しました。これまでの最良を表示しています</translation>
        </message>
        <message>
            <source> — no layout fits in memory</source>
            <translation> — メモリに収まるレイアウトがありません</translation>
        </message>
        <message>
            <source>%1 GPUs: %2</source>
            <translation>%1 GPU：%2</translation>
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
            <translation>%2 GPU で %1</translation>
        </message>
        <message>
            <source>Apply layout %1</source>
            <translation>レイアウト %1 を適用</translation>
        </message>
        <message>
            <source>%1: sync wall at %2 GPUs with micro-batches of %3</source>
            <translation>%1：sync wall は %2 GPU、マイクロバッチ %3</translation>
        </message>
        <message>
            <source>%1: fastest at %2 GPUs here; its sync wall lies beyond, at %3 GPUs with micro-batches of %4</source>
            <translation>%1：ここでは %2 GPU で最速。sync wall はその先の %3 GPU、マイクロバッチ %4</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MainWindow</name>
        <message>
            <source>Step breakdown</source>
            <translation>ステップの内訳</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>感度</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>パケットロス</translation>
        </message>
        <message>
            <source>A/B comparison</source>
            <translation>A/B 比較</translation>
        </message>
        <message>
            <source>Step charts and tables</source>
            <translation>ステップのグラフと表</translation>
        </message>
        <message>
            <source>Where one training step's time goes: compute, exposed communication, bubble</source>
            <translation>1 学習ステップの時間の内訳：計算、露出した通信、バブル</translation>
        </message>
        <message>
            <source>What one change of an input does to this plan's job time and cost</source>
            <translation>入力を 1 つ変えたときのこのプランのジョブ時間とコストへの影響</translation>
        </message>
        <message>
            <source>GPU utilization and job time against packet loss</source>
            <translation>パケットロスに対する GPU 利用率とジョブ時間</translation>
        </message>
        <message>
            <source>Plan A against plan B, figure by figure (View ▸ Pin current plan as A)</source>
            <translation>プラン A とプラン B を指標ごとに比較（表示 ▸ 現在のプランを A として固定）</translation>
        </message>
        <message>
            <source>Plan controls</source>
            <translation>プランの設定</translation>
        </message>
        <message>
            <source>Every input of the plan, grouped by subject; Tab moves from one to the next</source>
            <translation>プランのすべての入力（テーマ別）。Tab で次へ移動します</translation>
        </message>
        <message>
            <source>Sync-wall knee</source>
            <translation>sync wall のニー</translation>
        </message>
        <message>
            <source>The knee is the largest GPU count up to which every valid count keeps this scaling efficiency
(speed-up over the smallest count that fits, divided by the GPU ratio), in %:</source>
            <translation>ニーとは、有効な各 GPU 数がこのスケーリング効率を保つ最大の GPU 数です
（収まる最小数に対する高速化を GPU 数の比で割ったもの）、単位 %：</translation>
        </message>
        <message>
            <source>Cannot apply %1</source>
            <translation>%1 を適用できません</translation>
        </message>
        <message>
            <source>%1 replaced your values: %2.</source>
            <translation>%1 が入力済みの値を置き換えました：%2。</translation>
        </message>
        <message>
            <source>%1 also changed %2.</source>
            <translation>%1 は %2 も変更しました。</translation>
        </message>
        <message>
            <source>Also changed: %1.</source>
            <translation>他の変更：%1。</translation>
        </message>
        <message>
            <source>Keep my values</source>
            <translation>自分の値を保持</translation>
        </message>
        <message>
            <source>Give back the values of yours that the preset replaced, keeping the preset (one undo step).</source>
            <translation>プリセットが置き換えた入力済みの値を戻し、プリセットは保持します（元に戻す 1 ステップ）。</translation>
        </message>
        <message>
            <source>Cannot keep your values: %1</source>
            <translation>入力済みの値を保持できません：%1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Open example “%1”</source>
            <translation>サンプル「%1」を開く</translation>
        </message>
        <message>
            <source>%1: this plan cannot run: %2</source>
            <translation>%1：このプランは実行できません：%2</translation>
        </message>
        <message>
            <source>Apply nccl-tests fit (%1)</source>
            <translation>nccl-tests のフィットを適用（%1）</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>プランを開けません</translation>
        </message>
        <message>
            <source>The window shows %1 instead; nothing was changed on disk.</source>
            <translation>代わりに %1 を表示しています。ディスク上は何も変更されていません。</translation>
        </message>
        <message>
            <source>%1 engine evaluations for this view</source>
            <translation>この表示のためのエンジン評価 %1 回</translation>
        </message>
        <message>
            <source>Undo “%1”</source>
            <translation>「%1」を元に戻す</translation>
        </message>
        <message>
            <source>Revert the last change (Ctrl+Z)</source>
            <translation>最後の変更を元に戻す（Ctrl+Z）</translation>
        </message>
        <message>
            <source>Use %1 GPUs</source>
            <translation>%1 GPU を使う</translation>
        </message>
        <message>
            <source>The nearest GPU count that makes a valid layout with this tp·pp·cp and global batch</source>
            <translation>この tp·pp·cp とグローバルバッチで有効なレイアウトになる最も近い GPU 数</translation>
        </message>
        <message>
            <source>Set GPUs</source>
            <translation>GPU 数を設定</translation>
        </message>
        <message>
            <source>Find a layout that fits…</source>
            <translation>収まるレイアウトを探す…</translation>
        </message>
        <message>
            <source>Search every parallel layout of this model on this cluster (Tools ▸ Find best layout)</source>
            <translation>このクラスタでこのモデルのすべての並列レイアウトを探索します（ツール ▸ 最適なレイアウトを探す）</translation>
        </message>
        <message>
            <source>This plan cannot run: %1. The charts and figures show the last plan that can.</source>
            <translation>このプランは実行できません：%1。グラフと指標は最後に実行可能だったプランを表示しています。</translation>
        </message>
        <message>
            <source>%1[*] — JCT Planner</source>
            <translation>%1[*] — JCT Planner</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Idle cost</source>
            <translation>アイドルコスト</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>チェックポイント</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to copy.</source>
            <translation>実行可能なプランがまだ表示されていないため、コピーするものがありません。</translation>
        </message>
        <message>
            <source>Copied the summary of %1</source>
            <translation>%1 の概要をコピーしました</translation>
        </message>
        <message>
            <source>Cheapest fix: %1 (%2)</source>
            <translation>最も安い修正：%1（%2）</translation>
        </message>
        <message>
            <source>Of the changes of one input that make this plan run (recompute, flash attention, sequence parallelism, ZeRO, micro-batch, tp, pp, GPUs), the one with the least total cost: %1, predicted %2</source>
            <translation>入力を 1 つ変えるだけでこのプランが実行できる変更（再計算、flash attention、シーケンス並列、ZeRO、マイクロバッチ、tp、pp、GPU）のうち総コストが最も低いもの：%1、予測 %2</translation>
        </message>
        <message>
            <source>Apply the cheapest fix</source>
            <translation>最も安い修正を適用</translation>
        </message>
        <message>
            <source>This plan cannot run: %1.</source>
            <translation>このプランは実行できません：%1。</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ManualDialog</name>
        <message>
            <source>JCT Planner manual</source>
            <translation>JCT Planner マニュアル</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MessageBar</name>
        <message>
            <source>Close this message</source>
            <translation>このメッセージを閉じる</translation>
        </message>
        <message>
            <source>Close message</source>
            <translation>メッセージを閉じる</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::NcclImportDialog</name>
        <message>
            <source>Import nccl-tests log</source>
            <translation>nccl-tests ログをインポート</translation>
        </message>
        <message>
            <source>Apply to the plan</source>
            <translation>プランに適用</translation>
        </message>
        <message>
            <source>Applying the fit changes:</source>
            <translation>フィットを適用すると変わるもの：</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>帯域：%1</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>注：%1</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::PlanFiles</name>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存の変更</translation>
        </message>
        <message>
            <source>Save the changes to %1?</source>
            <translation>%1 の変更を保存しますか？</translation>
        </message>
        <message>
            <source>Your changes are lost if you don't save them.</source>
            <translation>保存しないと変更は失われます。</translation>
        </message>
        <message>
            <source>Recover unsaved plan</source>
            <translation>未保存のプランを復元</translation>
        </message>
        <message>
            <source>Recover unsaved plan from %1?</source>
            <translation>%1 の未保存のプランを復元しますか？</translation>
        </message>
        <message>
            <source>JCT Planner stopped while %1 had unsaved changes. If you don't recover them now, they are deleted.</source>
            <translation>%1 に未保存の変更がある状態で JCT Planner が停止しました。今復元しないと削除されます。</translation>
        </message>
        <message>
            <source>Open plan</source>
            <translation>プランを開く</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>JCT プラン (*.jctplan *.json);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Save plan as</source>
            <translation>名前を付けてプランを保存</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan)</source>
            <translation>JCT プラン (*.jctplan)</translation>
        </message>
        <message>
            <source>&amp;New plan</source>
            <translation>新しいプラン(&amp;N)</translation>
        </message>
        <message>
            <source>Start an untitled plan from the default: GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>既定のプランから無題のプランを始めます：GPT-3 175B、1,024 基の H100、NDR 400 InfiniBand</translation>
        </message>
        <message>
            <source>&amp;Open plan…</source>
            <translation>プランを開く(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a .jctplan scenario file</source>
            <translation>.jctplan シナリオファイルを開きます</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save the plan to its file (asks for one while the plan is untitled)</source>
            <translation>プランをそのファイルに保存します（無題の間はファイルを尋ねます）</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <source>Save the plan to a new file, which becomes the plan's file</source>
            <translation>プランを新しいファイルに保存し、それをプランのファイルにします</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近使ったファイル(&amp;R)</translation>
        </message>
        <message>
            <source>Plans opened or saved lately</source>
            <translation>最近開いた、または保存したプラン</translation>
        </message>
        <message>
            <source>&amp;Clear recent</source>
            <translation>履歴をクリア(&amp;C)</translation>
        </message>
        <message>
            <source>Forget the list of recent plans (the files stay)</source>
            <translation>最近のプランの一覧を消去します（ファイルは残ります）</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>プランを開けません</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 を開きました</translation>
        </message>
        <message>
            <source>Cannot save plan</source>
            <translation>プランを保存できません</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 を保存しました</translation>
        </message>
        <message>
            <source>&amp;%1 %2</source>
            <translation>&amp;%1 %2</translation>
        </message>
        <message>
            <source>Could not write the recovery copy: %1</source>
            <translation>復旧用コピーを書き込めませんでした：%1</translation>
        </message>
        <message>
            <source>The planner stopped while restoring a recovery copy last time: it is not offered again, and is kept as %1 (File ▸ Open to look at it).</source>
            <translation>前回、復旧用コピーの復元中にプランナーが停止しました。再度は提示せず、%1 として保管しています（ファイル ▸ 開く で確認できます）。</translation>
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
            <translation>待ち時間のコスト</translation>
        </message>
        <message>
            <source>A stall of the whole cluster (a network hiccup, a slow checkpoint, a hung rank)</source>
            <translation>クラスタ全体の停止（ネットワークの瞬断、遅いチェックポイント、ハングした rank）</translation>
        </message>
        <message>
            <source>The job running this much slower (a slow switch, packet loss, a throttled GPU) …</source>
            <translation>ジョブがこれだけ遅くなる（遅いスイッチ、パケットロス、スロットリングした GPU）…</translation>
        </message>
        <message>
            <source>… for this long</source>
            <translation>…この期間</translation>
        </message>
        <message>
            <source>Cost of waiting: stall</source>
            <translation>待ち時間のコスト：停止</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown</source>
            <translation>待ち時間のコスト：低速化</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown duration</source>
            <translation>待ち時間のコスト：低速化の期間</translation>
        </message>
        <message>
            <source>stall</source>
            <translation>停止</translation>
        </message>
        <message>
            <source>for</source>
            <translation>期間</translation>
        </message>
        <message>
            <source>A synchronous job that waits keeps every GPU of the cluster idle: %1. Type an event to price it.</source>
            <translation>同期ジョブが待つとクラスタのすべての GPU がアイドルになります：%1。事象を入力すると費用を算出します。</translation>
        </message>
    </context>
    <context>
        <name>jct::present</name>
        <message>
            <source>A: %1</source>
            <translation>A：%1</translation>
        </message>
        <message>
            <source>B: %1</source>
            <translation>B：%1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>async</source>
            <translation>非同期</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>同期</translation>
        </message>
        <message>
            <source>%1 utilization</source>
            <translation>%1 の利用率</translation>
        </message>
        <message>
            <source>Sync wall: none (no valid GPU count)</source>
            <translation>Sync wall：なし（有効な GPU 数がありません）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartNavigation</name>
        <message>
            <source>Reset view</source>
            <translation>表示をリセット</translation>
        </message>
        <message>
            <source>Back to the whole chart after zooming or panning (also a double-click)</source>
            <translation>ズームやパンの後、グラフ全体に戻す（ダブルクリックでも可）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartView</name>
        <message>
            <source>Chart. Ctrl+wheel, or the wheel while the chart has the focus, zooms; drag to pan; double-click or Ctrl+0 resets the view; hover for the values.</source>
            <translation>グラフ。Ctrl+ホイール、またはグラフにフォーカスがあるときのホイールでズーム。ドラッグでパン。ダブルクリックまたは Ctrl+0 で表示をリセット。ホバーで値を表示。</translation>
        </message>
        <message>
            <source>No plan that runs yet: %1</source>
            <translation>実行できるプランはまだありません：%1</translation>
        </message>
        <message>
            <source>Showing the last plan that runs; this one cannot (the message above says why)</source>
            <translation>最後に実行可能だったプランを表示しています。このプランは実行できません（理由は上のメッセージ）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::CheckpointChart</name>
        <message>
            <source>Checkpoint and failure overhead vs checkpoint interval</source>
            <translation>チェックポイント間隔に対するチェックポイントと故障のオーバーヘッド</translation>
        </message>
        <message>
            <source>Checkpoint interval (minutes)</source>
            <translation>チェックポイント間隔（分）</translation>
        </message>
        <message>
            <source>Overhead (% of training time)</source>
            <translation>オーバーヘッド（学習時間の %）</translation>
        </message>
        <message>
            <source>Synchronous</source>
            <translation>同期</translation>
        </message>
        <message>
            <source>Asynchronous</source>
            <translation>非同期</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>このプラン</translation>
        </message>
        <message>
            <source>async</source>
            <translation>非同期</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>同期</translation>
        </message>
        <message>
            <source>Young (%1): %2</source>
            <translation>Young（%1）：%2</translation>
        </message>
        <message>
            <source>Daly (%1): %2</source>
            <translation>Daly（%1）：%2</translation>
        </message>
        <message>
            <source>%1
every %2: %3 overhead</source>
            <translation>%1
%2 ごと：オーバーヘッド %3</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the checkpoint interval</source>
            <translation>クリックでフォーカス。もう一度クリックするとチェックポイント間隔を設定します</translation>
        </message>
        <message>
            <source>Click to set the checkpoint interval (whole minutes); drag to pan</source>
            <translation>クリックでチェックポイント間隔を設定（分単位）。ドラッグでパン</translation>
        </message>
        <message>
            <source>Sync and async: the same here</source>
            <translation>同期と非同期：ここでは同じ</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ComparisonTable</name>
        <message>
            <source>A/B comparison</source>
            <translation>A/B 比較</translation>
        </message>
        <message>
            <source>Plan A (pinned or opened) against plan B (the plan being edited): difference B − A and ratio B / A. Rows that differ by 1 % or more are bold.</source>
            <translation>プラン A（固定または開いたもの）とプラン B（編集中のプラン）：差 B − A と比 B / A。1 % 以上異なる行は太字です。</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>指標</translation>
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
            <translation>プラン A はまだありません。表示 ▸ 現在のプランを A として固定（Ctrl+Shift+P）で、B の編集中このプランを A として固定します。表示 ▸ プランを A として開く… で保存済みのプランと比較します。</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::IdleCostChart</name>
        <message>
            <source>Cost of idle time</source>
            <translation>アイドル時間のコスト</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Idle cost (USD)</source>
            <translation>アイドルコスト (USD)</translation>
        </message>
        <message>
            <source>USD / idle minute</source>
            <translation>USD / アイドル 1 分</translation>
        </message>
        <message>
            <source>Idle cost of the job</source>
            <translation>ジョブのアイドルコスト</translation>
        </message>
        <message>
            <source>Per idle minute (right)</source>
            <translation>アイドル 1 分あたり（右軸）</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>このプラン</translation>
        </message>
        <message>
            <source>This plan's idle cost by cause (USD)</source>
            <translation>このプランの原因別アイドルコスト (USD)</translation>
        </message>
        <message>
            <source>Idle cost by cause</source>
            <translation>原因別アイドルコスト</translation>
        </message>
        <message>
            <source>other</source>
            <translation>その他</translation>
        </message>
        <message>
            <source>million USD</source>
            <translation>百万 USD</translation>
        </message>
        <message>
            <source>thousand USD</source>
            <translation>千 USD</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>This plan's idle cost by cause (%1)</source>
            <translation>このプランの原因別アイドルコスト（%1）</translation>
        </message>
        <message>
            <source>%1: %2 of idle cost</source>
            <translation>%1：アイドルコストの %2</translation>
        </message>
        <message>
            <source>%1 GPUs: %2 per idle minute</source>
            <translation>%1 GPU：アイドル 1 分あたり %2</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3 idle over the job</source>
            <translation>%1
%2 GPU：ジョブ全体でアイドル %3</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::LossChart</name>
        <message>
            <source>GPU utilization vs packet loss</source>
            <translation>パケットロスに対する GPU 利用率</translation>
        </message>
        <message>
            <source>Packet loss rate (%)</source>
            <translation>パケットロス率 (%)</translation>
        </message>
        <message>
            <source>GPU busy computing (%)</source>
            <translation>GPU が計算中の割合 (%)</translation>
        </message>
        <message>
            <source>Job time increase (%)</source>
            <translation>ジョブ時間の増加 (%)</translation>
        </message>
        <message>
            <source>GPU utilization (left)</source>
            <translation>GPU 利用率（左軸）</translation>
        </message>
        <message>
            <source>Job time increase (right)</source>
            <translation>ジョブ時間の増加（右軸）</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>このプラン</translation>
        </message>
        <message>
            <source>%1 utilization (left)</source>
            <translation>%1 の利用率（左軸）</translation>
        </message>
        <message>
            <source>%1
at %2 % loss: %3 %</source>
            <translation>%1
ロス %2 %：%3 %</translation>
        </message>
        <message>
            <source>This plan (no loss)</source>
            <translation>このプラン（ロスなし）</translation>
        </message>
        <message>
            <source>%1
without packet loss: %2 %</source>
            <translation>%1
パケットロスなし：%2 %</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::NcclFitChart</name>
        <message>
            <source>nccl-tests log against its fit</source>
            <translation>nccl-tests ログとそのフィット</translation>
        </message>
        <message>
            <source>Message size (bytes)</source>
            <translation>メッセージサイズ（バイト）</translation>
        </message>
        <message>
            <source>Bus bandwidth (GB/s)</source>
            <translation>バス帯域幅 (GB/s)</translation>
        </message>
        <message>
            <source>Time per call (µs)</source>
            <translation>呼び出しあたりの時間 (µs)</translation>
        </message>
        <message>
            <source>busbw measured (left)</source>
            <translation>busbw 実測（左軸）</translation>
        </message>
        <message>
            <source>time measured (right)</source>
            <translation>時間 実測（右軸）</translation>
        </message>
        <message>
            <source>left out of the fit</source>
            <translation>フィットから除外</translation>
        </message>
        <message>
            <source>busbw fitted</source>
            <translation>busbw フィット</translation>
        </message>
        <message>
            <source>time fitted</source>
            <translation>時間 フィット</translation>
        </message>
        <message>
            <source>%1
at %2: %3</source>
            <translation>%1
%2：%3</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ParetoChart</name>
        <message>
            <source>Days vs dollars: the Pareto front across GPU counts</source>
            <translation>日数とドル：GPU 数ごとのパレートフロント</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>予測ジョブ時間（日）</translation>
        </message>
        <message>
            <source>Total cost (million $)</source>
            <translation>総コスト（百万 $）</translation>
        </message>
        <message>
            <source>Pareto front</source>
            <translation>パレートフロント</translation>
        </message>
        <message>
            <source>Sync wall of a family</source>
            <translation>レイアウト系統の sync wall</translation>
        </message>
        <message>
            <source>%1
%2, %3%4</source>
            <translation>%1
%2、%3%4</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SensitivityTable</name>
        <message>
            <source>What if</source>
            <translation>変更内容</translation>
        </message>
        <message>
            <source>Job time</source>
            <translation>ジョブ時間</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>感度</translation>
        </message>
        <message>
            <source>Each row re-evaluates this plan with one input changed: scale-out NIC bandwidth × 1.1, switch hop latency + 1 µs, packet loss set to 0.01 / 0.1 / 1 %, one GPU 15 % slower.</source>
            <translation>各行は入力を 1 つ変えてこのプランを再評価します：スケールアウト NIC 帯域幅 × 1.1、スイッチホップのレイテンシ + 1 µs、パケットロス 0.01 / 0.1 / 1 %、GPU 1 基が 15 % 遅い。</translation>
        </message>
        <message>
            <source>does not fit</source>
            <translation>収まらない</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::StepBreakdownChart</name>
        <message>
            <source>Where one step goes</source>
            <translation>1 ステップの内訳</translation>
        </message>
        <message>
            <source>Time per step (seconds)</source>
            <translation>ステップあたりの時間（秒）</translation>
        </message>
        <message>
            <source>%1 %2 → %3</source>
            <translation>%1 %2 → %3</translation>
        </message>
        <message>
            <source>%1 %2 (%3)</source>
            <translation>%1 %2（%3）</translation>
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
            <translation>ステップあたりの時間（秒）。凡例：A → B</translation>
        </message>
        <message>
            <source>%1%2: %3 of a %4 step (%5)</source>
            <translation>%1%2：%4 のステップのうち %3（%5）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SummaryStrip</name>
        <message>
            <source>Last plan that runs</source>
            <translation>最後に実行可能だったプラン</translation>
        </message>
        <message>
            <source>This plan cannot run: %1 %2</source>
            <translation>このプランは実行できません：%1 %2</translation>
        </message>
        <message>
            <source>Last plan that runs — this one: %1 %2</source>
            <translation>最後に実行可能だったプラン — このプラン：%1 %2</translation>
        </message>
        <message>
            <source>No plan that runs yet</source>
            <translation>実行できるプランはまだありません</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SyncWallChart</name>
        <message>
            <source>Sync wall: job time vs GPU count (global batch fixed)</source>
            <translation>Sync wall：GPU 数に対するジョブ時間（グローバルバッチ固定）</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>予測ジョブ時間（日）</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>理論最小値</translation>
        </message>
        <message>
            <source>Predicted</source>
            <translation>予測</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>ニー</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>このプラン</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3</source>
            <translation>%1
%2 GPU：%3</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the GPU count</source>
            <translation>クリックでフォーカス。もう一度クリックすると GPU 数を設定します</translation>
        </message>
        <message>
            <source>Click to set the GPU count (the nearest valid count); drag to pan</source>
            <translation>クリックで GPU 数を設定（最も近い有効な数）。ドラッグでパン</translation>
        </message>
    </context>
</TS>
