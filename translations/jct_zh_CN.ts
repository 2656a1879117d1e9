<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>About</name>
        <message>
            <source>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;What-if planner for the completion time of large AI training jobs: network, pipeline, recomputation, stragglers, checkpoints, failures and cost in one analytic model. Every number has a breakdown; Help ▸ Manual (F1) explains the tiles, the charts and the formulas.&lt;/p&gt;&lt;p&gt;Licence: proprietary, all rights reserved. Built with Qt %2 (running on Qt %3, LGPL 3), QCustomPlot 2.1 (GPL 3) and Eigen 3.4 (MPL 2.0).&lt;/p&gt;&lt;p&gt;The model stands on: Narayanan et al. (Megatron-LM, SC'21), Korthikanti et al. (activation recomputation, 2022), Rajbhandari et al. (ZeRO, SC'20), Hockney (α–β, 1994), Thakur, Rabenseifner and Gropp (collectives, 2005), Young (1974) and Daly (2006) on checkpoint intervals, Blom (1958) on order statistics; NVIDIA nccl-tests for bus bandwidth.&lt;/p&gt;&lt;p&gt;Links: &lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;大型 AI 训练作业完成时间的假设分析规划工具：网络、流水线、重计算、慢节点、检查点、故障与成本集于一个解析模型。每个数字都有分解；帮助 ▸ 手册 (F1) 解释各个磁贴、图表和公式。&lt;/p&gt;&lt;p&gt;许可：专有，保留所有权利。使用 Qt %2 构建（运行于 Qt %3，LGPL 3）、QCustomPlot 2.1 (GPL 3) 和 Eigen 3.4 (MPL 2.0)。&lt;/p&gt;&lt;p&gt;模型依据：Narayanan 等 (Megatron-LM, SC'21)、Korthikanti 等（激活重计算，2022）、Rajbhandari 等 (ZeRO, SC'20)、Hockney (α–β, 1994)、Thakur、Rabenseifner 与 Gropp（集合通信，2005）、Young (1974) 与 Daly (2006) 的检查点间隔、Blom (1958) 的顺序统计量；NVIDIA nccl-tests 的总线带宽。&lt;/p&gt;&lt;p&gt;链接：&lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About JCT Planner</source>
            <translation>关于 JCT Planner</translation>
        </message>
    </context>
    <context>
        <name>AtomicFile</name>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1：无法写入：%2</translation>
        </message>
        <message>
            <source>it is %1, not a regular file; only a regular file is written</source>
            <translation>它是%1，不是普通文件；只写入普通文件</translation>
        </message>
        <message>
            <source>it is %1, which is being read; choose another file to write</source>
            <translation>它是 %1，正在被读取；请选择另一个文件写入</translation>
        </message>
        <message>
            <source>%1 (%2 of %3 bytes written)</source>
            <translation>%1（已写入 %2 / %3 字节）</translation>
        </message>
        <message>
            <source>%1 (syncing to disk failed)</source>
            <translation>%1（同步到磁盘失败）</translation>
        </message>
        <message>
            <source>the temporary file could not be renamed into place</source>
            <translation>临时文件无法重命名到目标位置</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>字符设备</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>块设备</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>套接字</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>不是普通文件</translation>
        </message>
    </context>
    <context>
        <name>Capacity</name>
        <message>
            <source>tp %1 · pp %2 · cp %3, global batch %4</source>
            <translation>tp %1 · pp %2 · cp %3，全局批量 %4</translation>
        </message>
        <message>
            <source>Fewest GPUs to finish within %1: %2 GPUs (dp %3; %4), predicted %5 including checkpoints and expected failures, total cost %6.</source>
            <translation>在 %1 内完成所需的最少 GPU：%2 个 GPU（dp %3；%4），预测 %5（含检查点和预期故障），总成本 %6。</translation>
        </message>
        <message>
            <source>Least cost per trained token: %1 GPUs (dp %2), %3 per million tokens (%4 in all), predicted %5.</source>
            <translation>每个训练 token 成本最低：%1 个 GPU（dp %2），每百万 token %3（共 %4），预测 %5。</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 个 GPU</translation>
        </message>
        <message>
            <source>Deadline check: this plan (%1) cannot run as given, so it cannot meet %2.</source>
            <translation>截止检查：此计划（%1）按现状无法运行，因此无法满足 %2。</translation>
        </message>
        <message>
            <source>Deadline check: yes, this cluster (%1) meets %2 with %3 to spare (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>截止检查：是，此集群（%1）满足 %2，余量 %3（按集群费率折合 %4 GPU 时间）；预测 %5。</translation>
        </message>
        <message>
            <source>Deadline check: no, this cluster (%1) misses %2 by %3 (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>截止检查：否，此集群（%1）超出 %2 达 %3（按集群费率折合 %4 GPU 时间）；预测 %5。</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) gives a plan that can run (each runs out of memory or cannot finish).</source>
            <translation>无法达到：此布局（%1）的任何 GPU 数量都无法得到可运行的计划（要么放不进显存，要么无法完成）。</translation>
        </message>
        <message>
            <source>Least cost per trained token: no GPU count of this layout gives a plan that can run.</source>
            <translation>每个训练 token 成本最低：此布局的任何 GPU 数量都无法得到可运行的计划。</translation>
        </message>
        <message>
            <source>No GPU count whose data-parallel size splits the %1 micro-batches evenly finishes within %2 (%3).</source>
            <translation>没有任何数据并行规模能均分 %1 个微批次的 GPU 数量可在 %2 内完成（%3）。</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) would, predicted %3, with a global batch that splits over %2 ranks: the %4 micro-batches do not (some ranks would run one more).</source>
            <translation>%1 个 GPU（dp %2）可以做到，预测 %3，前提是全局批量能在 %2 个 rank 上均分：%4 个微批次不能（部分 rank 会多跑一个）。</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) finishes within %2. The fastest is %3 at %4 GPUs.</source>
            <translation>无法达到：此布局（%1）的任何 GPU 数量都不能在 %2 内完成。最快为 %3，需 %4 个 GPU。</translation>
        </message>
    </context>
    <context>
        <name>Catalog</name>
        <message>
            <source>cannot read catalog %1: %2</source>
            <translation>无法读取目录 %1：%2</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: line %2, column %3: %4</source>
            <translation>目录 %1 不是有效的 JSON：第 %2 行，第 %3 列：%4</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: %2</source>
            <translation>目录 %1 不是有效的 JSON：%2</translation>
        </message>
    </context>
    <context>
        <name>ChartEditText</name>
        <message>
            <source>Set GPU count to %1 on the chart</source>
            <translation>在图上将 GPU 数量设为 %1</translation>
        </message>
        <message>
            <source>Set checkpoint interval to %1 min on the chart</source>
            <translation>在图上将检查点间隔设为 %1 min</translation>
        </message>
    </context>
    <context>
        <name>ChartFile</name>
        <message>
            <source>DPI %1 is out of range (%2 to %3)</source>
            <translation>DPI %1 超出范围（%2 到 %3）</translation>
        </message>
        <message>
            <source>size %1x%2 is out of range (1 to %3 pixels a side)</source>
            <translation>尺寸 %1x%2 超出范围（每边 1 到 %3 像素）</translation>
        </message>
        <message>
            <source>size %1x%2 at %3 DPI is only %4x%5 points of layout, too small for readable text (at least 240x160: a larger size or a lower DPI)</source>
            <translation>尺寸 %1x%2 在 %3 DPI 下只有 %4x%5 点的版面，文字太小无法阅读（至少 240x160：增大尺寸或降低 DPI）</translation>
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
            <translation>空闲时间成本</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead</source>
            <translation>检查点与故障开销</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>步分解</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Capacity questions for a deadline.</source>
            <translation>针对截止日期的容量问题。</translation>
        </message>
        <message>
            <source>scenario file (.jctplan); the built-in default when omitted</source>
            <translation>场景文件（.jctplan）；省略时使用内置默认场景</translation>
        </message>
        <message>
            <source>delivery deadline in days</source>
            <translation>交付截止期限（天）</translation>
        </message>
        <message>
            <source>print the answers as JSON</source>
            <translation>以 JSON 输出答案</translation>
        </message>
        <message>
            <source>usage: jct capacity [FILE] --deadline DAYS [--json]</source>
            <translation>用法：jct capacity [FILE] --deadline DAYS [--json]</translation>
        </message>
        <message>
            <source>print this help</source>
            <translation>显示此帮助</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1：无法打开：%2</translation>
        </message>
        <message>
            <source>jct %1: one scenario file at most, got %2</source>
            <translation>jct %1：最多一个场景文件，收到 %2 个</translation>
        </message>
        <message>
            <source>default scenario</source>
            <translation>默认场景</translation>
        </message>
        <message>
            <source>the plan cannot run: </source>
            <translation>该计划无法运行：</translation>
        </message>
        <message>
            <source>the sync-wall knee's scaling-efficiency threshold in percent (70)</source>
            <translation>sync wall 拐点的扩展效率阈值（百分比，默认 70）</translation>
        </message>
        <message>
            <source>jct %1: --knee needs a percentage in (0, 100], got '%2'</source>
            <translation>jct %1：--knee 需要 (0, 100] 内的百分比，收到 '%2'</translation>
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
            <translation>用法：jct &lt;command&gt; [options]

命令：
  eval [FILE] [--json] [--knee PERCENT]     评估一个场景（无 FILE 时使用内置默认场景）
  sweep [FILE] --gpus A:B[:xSTEP] [--csv]   sync wall 曲线：每个 GPU 数量一行
  validate FILE.json                        已发布运行文件的预测与实测对比
  fit-nccl LOG... [--json] [--into PLAN -o OUT]
                                            用同一集群的 nccl-tests 日志拟合 alpha 和总线带宽
  capacity [FILE] --deadline DAYS [--json]  满足截止日期的最少 GPU、每 token 最低成本、截止日期检查
  report [FILE] -o OUT.pdf [--compare B] [--knee PERCENT]
                                            写出采购报告（A4 PDF）
  plot [FILE] --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
                                            写出一张图表（sync-wall、idle-cost、failures、
                                            breakdown），格式为 .png、.svg 或 .pdf
  search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--json]
                                            自动规划器：最佳布局、帕累托前沿、sync wall

退出码：0 成功，1 计划有效但不可行，2 输入错误。
</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>布局</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batches of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6，共 %7 个 GPU；每步 %8 个微批次，每个 %9</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>显存</translation>
        </message>
        <message>
            <source>%1 of %2 usable per GPU (%3)</source>
            <translation>每 GPU 使用 %1，可用 %2（%3）</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>%1 mean, p50 %2, p99 %3 over steps (the job is priced on the mean)</source>
            <translation>平均 %1，p50 %2，p99 %3（按步统计；作业按平均值计价）</translation>
        </message>
        <message>
            <source>%1 NVLink domain</source>
            <translation>%1 个 NVLink 域</translation>
        </message>
        <message>
            <source>%1 NVLink domains</source>
            <translation>%1 个 NVLink 域</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>集合通信</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>检查点</translation>
        </message>
        <message>
            <source>%1 every %2 (Young %3, Daly %4); blocks %5 each%6; final %7; overhead %8</source>
            <translation>%1，每 %2 一次（Young %3，Daly %4）；每次阻塞 %5%6；最终 %7；开销 %8</translation>
        </message>
        <message>
            <source> (async: max of copy %1, flush %2)</source>
            <translation>（异步：复制 %1 与刷写 %2 取较大者）</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>故障</translation>
        </message>
        <message>
            <source>job MTBF %1; %2 expected failures; recovery %3 each; lost work %4 each; overhead %5</source>
            <translation>作业 MTBF %1；预期故障 %2 次；每次恢复 %3；每次损失工作 %4；开销 %5</translation>
        </message>
        <message>
            <source>recovery</source>
            <translation>恢复</translation>
        </message>
        <message>
            <source>by source</source>
            <translation>按来源</translation>
        </message>
        <message>
            <source>the plan's job MTBF overrides the per-component MTBFs</source>
            <translation>计划中的作业 MTBF 覆盖各组件 MTBF</translation>
        </message>
        <message>
            <source>Data</source>
            <translation>数据</translation>
        </message>
        <message>
            <source>%1 per step needs %2 GB/s; storage delivers %3; stall %4 per step</source>
            <translation>每步 %1 需要 %2 GB/s；存储提供 %3；每步停顿 %4</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>无限制</translation>
        </message>
        <message>
            <source>Serial</source>
            <translation>串行</translation>
        </message>
        <message>
            <source>%1 (startup, staging): %2 of the job (Amdahl); validation %3</source>
            <translation>%1（启动、预置）：占作业的 %2（Amdahl）；验证 %3</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>敏感性</translation>
        </message>
        <message>
            <source>what one change does to this plan:</source>
            <translation>单项改动对此计划的影响：</translation>
        </message>
        <message>
            <source>plan no longer fits</source>
            <translation>计划显存放不下</translation>
        </message>
        <message>
            <source>JCT %1%2 (%3%4), cost %5%6</source>
            <translation>JCT %1%2（%3%4），成本 %5%6</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>拐点</translation>
        </message>
        <message>
            <source>Scaling</source>
            <translation>扩展</translation>
        </message>
        <message>
            <source>INFEASIBLE</source>
            <translation>不可行</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>吞吐量</translation>
        </message>
        <message>
            <source>JCT</source>
            <translation>JCT</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>等待</translation>
        </message>
        <message>
            <source>Evaluate one scenario.</source>
            <translation>评估一个场景。</translation>
        </message>
        <message>
            <source>print the result as JSON</source>
            <translation>以 JSON 输出结果</translation>
        </message>
        <message>
            <source>usage: jct eval [FILE] [--json] [--knee PERCENT]</source>
            <translation>用法：jct eval [FILE] [--json] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Assumed</source>
            <translation>假定</translation>
        </message>
        <message>
            <source>jct: unknown command '%1'</source>
            <translation>jct：未知命令 '%1'</translation>
        </message>
        <message>
            <source>jct %1: not available in this build (it needs the drawing library that the jct executable links)</source>
            <translation>jct %1：此构建中不可用（需要 jct 可执行文件链接的绘图库）</translation>
        </message>
        <message>
            <source>%1: %2, %3; busbw = algbw × %4 as the log computes it</source>
            <translation>%1：%2，%3；busbw = algbw × %4（与日志的计算方式一致）</translation>
        </message>
        <message>
            <source>line</source>
            <translation>行</translation>
        </message>
        <message>
            <source>size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>place</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>实测</translation>
        </message>
        <message>
            <source>fitted</source>
            <translation>拟合</translation>
        </message>
        <message>
            <source>error</source>
            <translation>误差</translation>
        </message>
        <message>
            <source>regime</source>
            <translation>区间</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>原地</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>非原地</translation>
        </message>
        <message>
            <source>α: %1</source>
            <translation>α：%1</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>带宽：%1</translation>
        </message>
        <message>
            <source>%1 points (%2 latency, %3 plateau, %4 transition, %5 left out); max |error| over the fitted ones %6</source>
            <translation>%1 个点（延迟 %2，平台 %3，过渡 %4，剔除 %5）；拟合点的最大 |误差| %6</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>注：%1</translation>
        </message>
        <message>
            <source>Fit the latency (alpha) and bus bandwidth of a fabric to nccl-tests logs of one cluster.</source>
            <translation>用同一集群的 nccl-tests 日志拟合网络的延迟（alpha）和总线带宽。</translation>
        </message>
        <message>
            <source>nccl-tests output (one or more files of one cluster)</source>
            <translation>nccl-tests 输出（同一集群的一个或多个文件）</translation>
        </message>
        <message>
            <source>print the fit as JSON</source>
            <translation>以 JSON 输出拟合结果</translation>
        </message>
        <message>
            <source>a plan whose fabric (or NVLink, for a one-domain log) takes the fit</source>
            <translation>接收拟合结果的计划：其网络（单域日志则为 NVLink）</translation>
        </message>
        <message>
            <source>where to write the plan with the fitted fabric</source>
            <translation>写出含拟合网络的计划的位置</translation>
        </message>
        <message>
            <source>usage: jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</source>
            <translation>用法：jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</translation>
        </message>
        <message>
            <source>jct fit-nccl: --into PLAN and -o OUT go together</source>
            <translation>jct fit-nccl：--into PLAN 与 -o OUT 必须同时使用</translation>
        </message>
        <message>
            <source>%1: the %2 table under line %3 determines neither α nor a bandwidth: %4; %5</source>
            <translation>%1：第 %3 行下的 %2 表既不能确定 α，也不能确定带宽：%4；%5</translation>
        </message>
        <message>
            <source>%1: the %2 table determines neither α nor a bandwidth: %3; %4</source>
            <translation>%1：%2 表既不能确定 α，也不能确定带宽：%3；%4</translation>
        </message>
        <message>
            <source>the nccl-tests log being read</source>
            <translation>正在读取的 nccl-tests 日志</translation>
        </message>
        <message>
            <source>the plan given to --into</source>
            <translation>传给 --into 的计划</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2 (%3); write the fitted plan to another file</source>
            <translation>jct fit-nccl：-o %1 是%2（%3）；请将拟合后的计划写到其他文件</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2, not a regular file; write the fitted plan to a regular file</source>
            <translation>jct fit-nccl：-o %1 是%2，不是普通文件；请将拟合后的计划写到普通文件</translation>
        </message>
        <message>
            <source>together (%1 tables): α per ring step %2, busbw %3</source>
            <translation>合并（%1 张表）：每环步 α %2，busbw %3</translation>
        </message>
        <message>
            <source>not determined</source>
            <translation>无法确定</translation>
        </message>
        <message>
            <source>usage: jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</source>
            <translation>用法：jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
      jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
      jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG draws the log against its fit; it takes no --chart</source>
            <translation>jct plot：--nccl LOG 绘制日志与其拟合的对比，不接受 --chart</translation>
        </message>
        <message>
            <source>jct plot: --chart is required: one of %1</source>
            <translation>jct plot：必须指定 --chart：%1 之一</translation>
        </message>
        <message>
            <source>jct plot: unknown chart '%1'; allowed: %2</source>
            <translation>jct plot：未知图表 '%1'；可用：%2</translation>
        </message>
        <message>
            <source>jct plot: -o OUT is required (.png, .svg or .pdf)</source>
            <translation>jct plot：必须指定 -o OUT（.png、.svg 或 .pdf）</translation>
        </message>
        <message>
            <source>jct plot: %1: unknown output format '%2'; allowed: .png, .svg, .pdf</source>
            <translation>jct plot：%1：未知输出格式 '%2'；可用：.png、.svg、.pdf</translation>
        </message>
        <message>
            <source>jct plot: bad --size '%1': expected WxH in pixels, e.g. 1600x1000</source>
            <translation>jct plot：--size '%1' 无效：应为以像素计的 宽x高，例如 1600x1000</translation>
        </message>
        <message>
            <source>jct plot: bad --dpi '%1': expected a whole number, e.g. 150</source>
            <translation>jct plot：--dpi '%1' 无效：应为整数，例如 150</translation>
        </message>
        <message>
            <source>jct plot: %1</source>
            <translation>jct plot：%1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 of %3 against its fit, %4x%5 px at %6 DPI)</source>
            <translation>已写出 %1（%3 的 %2 与其拟合对比，%4x%5 px，%6 DPI）</translation>
        </message>
        <message>
            <source>note: the log holds %1 collectives; the chart shows the first, %2</source>
            <translation>注：日志包含 %1 种集合通信；图表显示第一种，%2</translation>
        </message>
        <message>
            <source>Write one chart of a scenario as PNG, SVG or PDF.</source>
            <translation>将场景的一张图表写为 PNG、SVG 或 PDF。</translation>
        </message>
        <message>
            <source>scenario file; the built-in default when omitted</source>
            <translation>场景文件；省略时使用内置默认场景</translation>
        </message>
        <message>
            <source>the chart</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>an nccl-tests log to draw against its fit</source>
            <translation>要与其拟合对比绘制的 nccl-tests 日志</translation>
        </message>
        <message>
            <source>two plans, A then B: A laid over B as the window shows a pinned A (both curves, markers and step bars, named A: and B: in the legend)</source>
            <translation>两个计划，先 A 后 B：A 叠加在 B 上，如窗口显示固定的 A（两条曲线、标记和步条，图例中标为 A: 和 B:）</translation>
        </message>
        <message>
            <source>output file</source>
            <translation>输出文件</translation>
        </message>
        <message>
            <source>pixels, WxH</source>
            <translation>像素，宽x高</translation>
        </message>
        <message>
            <source>dots per inch</source>
            <translation>每英寸点数</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG takes no plan</source>
            <translation>jct plot：--nccl LOG 不接受计划</translation>
        </message>
        <message>
            <source>jct plot: --compare takes two plans, A then B (got %1)</source>
            <translation>jct plot：--compare 需要两个计划，先 A 后 B（收到 %1 个）</translation>
        </message>
        <message>
            <source>wrote %1 (%2, A and B, %3x%4 px at %5 DPI)</source>
            <translation>已写出 %1（%2，A 和 B，%3x%4 px，%5 DPI）</translation>
        </message>
        <message>
            <source>wrote %1 (%2, %3x%4 px at %5 DPI)</source>
            <translation>已写出 %1（%2，%3x%4 px，%5 DPI）</translation>
        </message>
        <message>
            <source>usage: jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</source>
            <translation>用法：jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Write the procurement report of a scenario (A4 PDF), optionally against a second plan.</source>
            <translation>写出场景的采购报告（A4 PDF），可选与第二个计划对比。</translation>
        </message>
        <message>
            <source>output PDF</source>
            <translation>输出 PDF</translation>
        </message>
        <message>
            <source>a second plan (B): tables get the columns A, B, Δ and B / A</source>
            <translation>第二个计划（B）：表格增加 A、B、Δ 和 B / A 列</translation>
        </message>
        <message>
            <source>jct report: -o OUT.pdf is required</source>
            <translation>jct report：必须指定 -o OUT.pdf</translation>
        </message>
        <message>
            <source>jct report: %1: the report is a PDF; name the output *.pdf</source>
            <translation>jct report：%1：报告是 PDF；输出文件请命名为 *.pdf</translation>
        </message>
        <message>
            <source>jct report: %1</source>
            <translation>jct report：%1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 pages)</source>
            <translation>已写出 %1（%2 页）</translation>
        </message>
        <message>
            <source>--gpus must look like N, A:B or A:B:xSTEP (e.g. 256:4096 or 512:4096:x1.5), got '%1'</source>
            <translation>--gpus 的格式应为 N、A:B 或 A:B:xSTEP（例如 256:4096 或 512:4096:x1.5），收到 '%1'</translation>
        </message>
        <message>
            <source>--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'</source>
            <translation>--gpus：需要 1 ≤ A ≤ B ≤ 16777216，收到 '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor after 'x' must be greater than 1, got '%1'</source>
            <translation>--gpus：'x' 后的步进因子必须大于 1，收到 '%1'</translation>
        </message>
        <message>
            <source>--gpus: %1 GPU counts in '%2'; at most %3 (use a larger step, e.g. :x2)</source>
            <translation>--gpus：'%2' 中有 %1 个 GPU 数量；最多 %3 个（请用更大的步进，例如 :x2）</translation>
        </message>
        <message>
            <source>%1 thread</source>
            <translation>%1 个线程</translation>
        </message>
        <message>
            <source>%1 threads</source>
            <translation>%1 个线程</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts (%2 tp·pp·cp·ep choices refused by a divisibility rule); %3 discarded by the memory model before timing; %4 evaluated in %5 on %6 (%7 evaluations/s)%8</source>
            <translation>%1 种不同的有效布局（%2 种 tp·pp·cp·ep 组合因整除规则被拒）；%3 种在计时前被显存模型排除；%4 种在 %5 内用 %6 评估（每秒 %7 次评估）%8</translation>
        </message>
        <message>
            <source> — cancelled</source>
            <translation> — 已取消</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>step</source>
            <translation>步</translation>
        </message>
        <message>
            <source>JCT days</source>
            <translation>JCT 天</translation>
        </message>
        <message>
            <source>total cost</source>
            <translation>总成本</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>显存</translation>
        </message>
        <message>
            <source>layout</source>
            <translation>布局</translation>
        </message>
        <message>
            <source>Best layout, step breakdown:</source>
            <translation>最佳布局的步时间分解：</translation>
        </message>
        <message>
            <source>checkpoints %1, failures %2 of the training time; efficiency %3</source>
            <translation>检查点 %1，故障 %2（占训练时间）；效率 %3</translation>
        </message>
        <message>
            <source>Pareto front, days vs dollars (no other layout is both faster and cheaper):</source>
            <translation>帕累托前沿，天数与美元（没有其他布局同时更快且更便宜）：</translation>
        </message>
        <message>
            <source>%1 GPUs %2 days %3  %4</source>
            <translation>%1 GPU %2 天 %3  %4</translation>
        </message>
        <message>
            <source>this GPU</source>
            <translation>此 GPU</translation>
        </message>
        <message>
            <source>No layout runs on %1 at these GPU counts: %2 fit in memory, but none finishes (the expected job time is not finite or past 1,000,000 days; jct eval says why).</source>
            <translation>在这些 GPU 数量下，%1 上没有可运行的布局：%2 种能放入显存，但都无法完成（预期作业时间不是有限值或超过 1,000,000 天；原因见 jct eval）。</translation>
        </message>
        <message>
            <source>No layout fits in memory on %1 at these GPU counts.</source>
            <translation>在这些 GPU 数量下，%1 上没有能放入显存的布局。</translation>
        </message>
        <message>
            <source>The auto-planner: the best parallel layouts, the Pareto front and their sync walls.</source>
            <translation>自动规划器：最佳并行布局、帕累托前沿及其 sync wall。</translation>
        </message>
        <message>
            <source>GPU counts: N, A:B (A, 2A, 4A, …, B) or A:B:xSTEP; the plan's count by default</source>
            <translation>GPU 数量：N、A:B（A、2A、4A、…、B）或 A:B:xSTEP；默认为计划的数量</translation>
        </message>
        <message>
            <source>time, cost or cost-per-token</source>
            <translation>time、cost 或 cost-per-token</translation>
        </message>
        <message>
            <source>how many layouts to report (default 10)</source>
            <translation>报告多少个布局（默认 10）</translation>
        </message>
        <message>
            <source>worker threads (default 0: every core)</source>
            <translation>工作线程数（默认 0：全部核心）</translation>
        </message>
        <message>
            <source>usage: jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</source>
            <translation>用法：jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</translation>
        </message>
        <message>
            <source>jct search: one scenario file at most</source>
            <translation>jct search：最多一个场景文件</translation>
        </message>
        <message>
            <source>jct search: --objective must be time, cost or cost-per-token, got '%1'</source>
            <translation>jct search：--objective 必须是 time、cost 或 cost-per-token，收到 '%1'</translation>
        </message>
        <message>
            <source>jct search: --top must be a whole number from 1 to 10000, got '%1'</source>
            <translation>jct search：--top 必须是 1 到 10000 的整数，收到 '%1'</translation>
        </message>
        <message>
            <source>jct search: --threads must be 0 (every core) or a whole number up to 1024, got '%1'</source>
            <translation>jct search：--threads 必须是 0（全部核心）或不超过 1024 的整数，收到 '%1'</translation>
        </message>
        <message>
            <source>jct search: %1</source>
            <translation>jct search：%1</translation>
        </message>
        <message>
            <source>--gpus must look like A:B or A:B:xSTEP (e.g. 64:16384:x2), got '%1'</source>
            <translation>--gpus 的格式应为 A:B 或 A:B:xSTEP（例如 64:16384:x2），收到 '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor x%1 gives %2 rows from %3 to %4 GPUs, at most %5 are allowed (a factor of at least %6)</source>
            <translation>--gpus：步进因子 x%1 从 %3 到 %4 个 GPU 会产生 %2 行，最多允许 %5 行（因子至少为 %6）</translation>
        </message>
        <message>
            <source>loss</source>
            <translation>丢包</translation>
        </message>
        <message>
            <source>GPU busy</source>
            <translation>GPU 忙碌</translation>
        </message>
        <message>
            <source>vs no loss</source>
            <translation>相对无丢包</translation>
        </message>
        <message>
            <source>GPU busy = compute / step time. Loss model: %1, RTT-sized window, %2 retransmission timeout for tail losses.</source>
            <translation>GPU 忙碌 = 计算 / 步时间。丢包模型：%1，窗口按 RTT 大小，尾部丢包的重传超时为 %2。</translation>
        </message>
        <message>
            <source>min days</source>
            <translation>最少天数</translation>
        </message>
        <message>
            <source>eff.</source>
            <translation>效率</translation>
        </message>
        <message>
            <source>idle cost</source>
            <translation>空闲成本</translation>
        </message>
        <message>
            <source>note</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>The sync-wall curve: one row per GPU count.</source>
            <translation>sync wall 曲线：每个 GPU 数量一行。</translation>
        </message>
        <message>
            <source>GPU counts A:B[:xSTEP]</source>
            <translation>GPU 数量 A:B[:xSTEP]</translation>
        </message>
        <message>
            <source>print CSV</source>
            <translation>输出 CSV</translation>
        </message>
        <message>
            <source>sweep the packet-loss rate instead (GPU utilization vs loss)</source>
            <translation>改为扫描丢包率（GPU 利用率与丢包的关系）</translation>
        </message>
        <message>
            <source>usage: jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</source>
            <translation>用法：jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</translation>
        </message>
        <message>
            <source>jct sweep: --gpus A:B[:xSTEP] or --loss is required</source>
            <translation>jct sweep：必须指定 --gpus A:B[:xSTEP] 或 --loss</translation>
        </message>
        <message>
            <source>jct sweep: %1</source>
            <translation>jct sweep：%1</translation>
        </message>
        <message>
            <source>jct sweep: the plan is not valid: %1</source>
            <translation>jct sweep：计划无效：%1</translation>
        </message>
        <message>
            <source>Sync wall: %1</source>
            <translation>Sync wall：%1</translation>
        </message>
        <message>
            <source>Knee: %1</source>
            <translation>拐点：%1</translation>
        </message>
        <message>
            <source>Scaling: %1</source>
            <translation>扩展：%1</translation>
        </message>
        <message>
            <source>jct sweep: no GPU count in %1 is a multiple of tp·pp·cp = %2</source>
            <translation>jct sweep：%1 中没有 GPU 数量是 tp·pp·cp = %2 的倍数</translation>
        </message>
        <message>
            <source>rows</source>
            <translation>行数</translation>
        </message>
        <message>
            <source>compared</source>
            <translation>已比较</translation>
        </message>
        <message>
            <source>misses</source>
            <translation>未命中</translation>
        </message>
        <message>
            <source>mean |error|</source>
            <translation>平均 |误差|</translation>
        </message>
        <message>
            <source>median |error|</source>
            <translation>中位 |误差|</translation>
        </message>
        <message>
            <source>run</source>
            <translation>运行</translation>
        </message>
        <message>
            <source>metric</source>
            <translation>指标</translation>
        </message>
        <message>
            <source>predicted</source>
            <translation>预测</translation>
        </message>
        <message>
            <source>All rows</source>
            <translation>全部行</translation>
        </message>
        <message>
            <source>%1 rows: mean |error| %2%, median %3%  (%4 not compared or missed)</source>
            <translation>%1 行：平均 |误差| %2%，中位数 %3%  （%4 行未比较或未命中）</translation>
        </message>
        <message>
            <source>Predicted against measured times for a published-runs file.</source>
            <translation>已发布运行文件的预测时间与实测时间对比。</translation>
        </message>
        <message>
            <source>published-runs file (JSON array)</source>
            <translation>已发布运行文件（JSON 数组）</translation>
        </message>
        <message>
            <source>print rows and statistics as JSON</source>
            <translation>以 JSON 输出各行和统计</translation>
        </message>
        <message>
            <source>usage: jct validate FILE.json [--json]</source>
            <translation>用法：jct validate FILE.json [--json]</translation>
        </message>
        <message>
            <source>changed %1</source>
            <translation>已更改 %1</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted NVLink</source>
            <translation>已写出 %1，含拟合的 NVLink</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted fabric</source>
            <translation>已写出 %1，含拟合的网络</translation>
        </message>
        <message>
            <source>%1: %2 more line(s) skipped</source>
            <translation>%1：另有 %2 行被跳过</translation>
        </message>
        <message>
            <source>invalid layout</source>
            <translation>无效布局</translation>
        </message>
        <message>
            <source>does not fit in memory</source>
            <translation>显存放不下</translation>
        </message>
        <message>
            <source>job time past 1,000,000 days</source>
            <translation>作业时间超过 1,000,000 天</translation>
        </message>
        <message>
            <source>job time not finite</source>
            <translation>作业时间不是有限值</translation>
        </message>
        <message>
            <source>not a multiple of tp·pp·cp = %1</source>
            <translation>不是 tp·pp·cp = %1 的倍数</translation>
        </message>
        <message>
            <source>fewer than one micro-batch per rank</source>
            <translation>每个 rank 不足一个微批次</translation>
        </message>
        <message>
            <source>fewer than pp micro-batches for vpp &gt; 1</source>
            <translation>vpp &gt; 1 时微批次少于 pp 个</translation>
        </message>
        <message>
            <source>By source</source>
            <translation>按来源</translation>
        </message>
        <message>
            <source>By GPU</source>
            <translation>按 GPU</translation>
        </message>
        <message>
            <source>By precision</source>
            <translation>按精度</translation>
        </message>
        <message>
            <source>Dense or MoE</source>
            <translation>Dense 或 MoE</translation>
        </message>
        <message>
            <source>Auto-planner: %1; GPU counts %2; objective: %3 (%4)</source>
            <translation>自动规划器：%1；GPU 数量 %2；目标：%3（%4）</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, which is being read; write to another file</source>
            <translation>jct %1：-o %2 是 %3，正在被读取；请写入另一个文件</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, not a regular file</source>
            <translation>jct %1：-o %2 是%3，不是普通文件</translation>
        </message>
        <message>
            <source>%1 in %2 calls</source>
            <translation>%1，分 %2 次调用</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>每次调用 %1</translation>
        </message>
        <message>
            <source>%1 over %2 ranks (%3), %4: %5 (α %6 µs, β %7 GB/s)</source>
            <translation>%1，%2 个 rank（%3），%4：%5（α %6 µs，β %7 GB/s）</translation>
        </message>
        <message>
            <source>fastest here on %1 GPUs (%2 days); wall at %3 GPUs with micro-batches of %4 (%5 days, %6)</source>
            <translation>此处在 %1 个 GPU 上最快（%2 天）；sync wall 位于 %3 个 GPU，微批次为 %4（%5 天，%6）</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1], got '%2'</source>
            <translation>jct capacity：--deadline 需要 (0, %1] 范围内的天数，收到 '%2'</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1]</source>
            <translation>jct capacity：--deadline 需要 (0, %1] 范围内的天数</translation>
        </message>
        <message>
            <source>%1, none during the run (no failure source is modelled); final %2</source>
            <translation>%1，运行期间不写检查点（未建模故障源）；最终 %2</translation>
        </message>
        <message>
            <source>Sync wall of the %1 fastest layout families (of %2; global batch fixed, the least predicted JCT over each family's GPU counts):</source>
            <translation>%1 个最快布局族的 sync wall（共 %2 个；全局批量固定，取每族各 GPU 数量中预测 JCT 最小者）：</translation>
        </message>
        <message>
            <source>uneven: B/b = %1 is not a multiple of dp</source>
            <translation>不均分：B/b = %1 不是 dp 的倍数</translation>
        </message>
        <message>
            <source>Fastest of these rows with an even batch split: %1 GPUs, predicted JCT %2</source>
            <translation>这些行中批量均分的最快者：%1 个 GPU，预测 JCT %2</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batch of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6，共 %7 个 GPU；每步 %8 个微批次，每个 %9</translation>
        </message>
        <message>
            <source>%1 for one of each (ZeRO-3 gathers twice a micro-batch, forward and backward, and reduce-scatters once)</source>
            <translation>%1（各一次；ZeRO-3 每个微批次收集两次，前向和反向各一次，并做一次 reduce-scatter）</translation>
        </message>
    </context>
    <context>
        <name>ComparedCharts</name>
        <message>
            <source>Step: %1</source>
            <translation>步：%1</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>自定义网络</translation>
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
            <translation>数据并行（推导）：N 不是 tp·pp·cp = %1 的倍数</translation>
        </message>
        <message>
            <source>Data parallel (derived): dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt;; %6 micro-batches per step</source>
            <translation>数据并行（推导）：dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt;；每步 %6 个微批次</translation>
        </message>
        <message>
            <source>no whole number of</source>
            <translation>不是整数个</translation>
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
            <translation>%1 层，hidden %2，%3 个头（%4），FFN %5，序列 %6%7；%8 参数</translation>
        </message>
        <message>
            <source>, %1 experts top-%2</source>
            <translation>，%1 个专家 top-%2</translation>
        </message>
        <message>
            <source>Set %1</source>
            <translation>设置 %1</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>集群</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Accelerator type: peak FLOP/s per precision, HBM, NVLink, power and a default price (resources/catalog/gpus.json, with sources).</source>
            <translation>加速器类型：各精度峰值 FLOP/s、HBM、NVLink、功耗和默认价格（resources/catalog/gpus.json，附来源）。</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>N, the GPUs of the job. The slider steps through counts that make a valid layout (N = tp·pp·cp·dp with dp dividing the global batch); type any count in the box. More GPUs shorten each step until the sync wall.</source>
            <translation>N，作业的 GPU 数。滑块只经过能构成有效布局的数量（N = tp·pp·cp·dp，且 dp 整除全局批量）；输入框可填任意数量。GPU 越多，每步越短，直到 sync wall。</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>每 GPU 小时价格</translation>
        </message>
        <message>
            <source>What one GPU-hour costs. Total = N × JCT × price; an idle minute costs N × price / 60.</source>
            <translation>一个 GPU 小时的费用。总计 = N × JCT × 价格；空闲一分钟花费 N × 价格 / 60。</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>能耗</translation>
        </message>
        <message>
            <source>Power per GPU</source>
            <translation>每 GPU 功耗</translation>
        </message>
        <message>
            <source>Average board power of one GPU while training (the GPU's catalog figure by default; choosing a GPU sets it). Energy = N × power × PUE × JCT.</source>
            <translation>训练时单个 GPU 的平均板卡功耗（默认取 GPU 目录值；选择 GPU 时会设置）。能耗 = N × 功耗 × PUE × JCT。</translation>
        </message>
        <message>
            <source>PUE</source>
            <translation>PUE</translation>
        </message>
        <message>
            <source>Power usage effectiveness: the facility's power over the IT equipment's (cooling, conversion). 1.1–1.2 for a modern data centre; it multiplies the energy.</source>
            <translation>电能使用效率：设施功率与 IT 设备功率之比（制冷、转换）。现代数据中心为 1.1–1.2；它与能耗相乘。</translation>
        </message>
        <message>
            <source>Electricity price</source>
            <translation>电价</translation>
        </message>
        <message>
            <source>What one kWh costs. Energy cost = energy × price, added to the GPU-hours in the total cost.</source>
            <translation>每 kWh 的价格。能耗成本 = 能耗 × 价格，与 GPU 小时费用一起计入总成本。</translation>
        </message>
        <message>
            <source>Interconnect</source>
            <translation>互连</translation>
        </message>
        <message>
            <source>Fabric</source>
            <translation>网络</translation>
        </message>
        <message>
            <source>Scale-out network preset: NIC rate, latency, switch hop latency, radix, transport, ECMP and SHARP (resources/catalog/fabrics.json).</source>
            <translation>横向扩展网络预设：NIC 速率、延迟、交换机跳延迟、端口数、传输、ECMP 和 SHARP（resources/catalog/fabrics.json）。</translation>
        </message>
        <message>
            <source>NIC bandwidth per GPU</source>
            <translation>每 GPU 的 NIC 带宽</translation>
        </message>
        <message>
            <source>Line rate of each GPU's NIC. β = line rate × protocol efficiency × loss and ECMP factors (÷ oversubscription across the spine); ring all-reduce time = 2(n−1)α + 2(n−1)/n · N/β.</source>
            <translation>每个 GPU 的 NIC 线速。β = 线速 × 协议效率 × 丢包与 ECMP 系数（÷ 经过 spine 的超额订阅）；环形 all-reduce 时间 = 2(n−1)α + 2(n−1)/n · N/β。</translation>
        </message>
        <message>
            <source>Network latency</source>
            <translation>网络延迟</translation>
        </message>
        <message>
            <source>NIC and software latency of one message, before switch hops. α = latency + hops × hop latency; it weighs on small messages and on rings over many ranks (2(n−1)α).</source>
            <translation>一条消息在交换机跳之前的 NIC 和软件延迟。α = 延迟 + 跳数 × 跳延迟；它影响小消息和跨很多 rank 的环（2(n−1)α）。</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>丢包</translation>
        </message>
        <message>
            <source>Probability that a packet is lost. Go-back-N (RoCE default) resends the in-flight window, bandwidth × RTT / MTU packets, per loss: β × 1/(1 + p·W); selective repeat resends one.</source>
            <translation>数据包丢失的概率。Go-back-N（RoCE 默认）每次丢包重发在途窗口，即带宽 × RTT / MTU 个包：β × 1/(1 + p·W)；选择性重传只重发一个。</translation>
        </message>
        <message>
            <source>Microburst stall chance</source>
            <translation>微突发停顿概率</translation>
        </message>
        <message>
            <source>Probability that one scale-out link stalls a collective call (a microburst, a PFC pause, a tail packet). A call over d domains waits (1 − (1 − p)^d) × the stall duration on average.</source>
            <translation>一条横向扩展链路使一次集合通信调用停顿的概率（微突发、PFC 暂停、尾包）。跨 d 个域的调用平均等待 (1 − (1 − p)^d) × 停顿时长。</translation>
        </message>
        <message>
            <source>Stall duration</source>
            <translation>停顿时长</translation>
        </message>
        <message>
            <source>How long one such stall holds the collective, in microseconds.</source>
            <translation>一次停顿阻塞集合通信的时长，单位为微秒。</translation>
        </message>
        <message>
            <source>Collective algorithm</source>
            <translation>集合通信算法</translation>
        </message>
        <message>
            <source>Like NCCL_ALGO. auto: the fastest of ring, tree, hierarchical, NVLS / NVLS-tree / SHARP and PAT for each group and message size, priced with NCCL's tuner constants. A forced algorithm a group cannot use falls back to ring.</source>
            <translation>同 NCCL_ALGO。auto：对每个组和消息大小，在 ring、tree、分层、NVLS / NVLS-tree / SHARP 和 PAT 中取最快者，用 NCCL 调优器常数估价。某组无法使用的强制算法回退到 ring。</translation>
        </message>
        <message>
            <source>NCCL protocol</source>
            <translation>NCCL 协议</translation>
        </message>
        <message>
            <source>Like NCCL_PROTO. auto: the fastest per call. LL: lowest latency, half the bandwidth; LL128: inside an NVLink domain, 92 % of the bandwidth; Simple: full bandwidth, highest latency.</source>
            <translation>同 NCCL_PROTO。auto：每次调用取最快。LL：最低延迟，一半带宽；LL128：NVLink 域内，92 % 带宽；Simple：全带宽，最高延迟。</translation>
        </message>
        <message>
            <source>Compare all interconnects on the sync-wall chart</source>
            <translation>在 sync wall 图上比较所有互连</translation>
        </message>
        <message>
            <source>Adds one predicted-time curve per fabric preset, with this plan's loss rate (Ctrl+I).</source>
            <translation>按此计划的丢包率，为每个网络预设添加一条预测时间曲线（Ctrl+I）。</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>并行布局</translation>
        </message>
        <message>
            <source>dp = N / (tp·pp·cp), derived. m = global batch / (micro-batch × dp) micro-batches per step; the pipeline bubble is (pp − 1)/(vpp·m) of the work.</source>
            <translation>dp = N / (tp·pp·cp)，推导得出。m = 全局批量 / (微批次 × dp)，即每步微批次数；流水线气泡 (pipeline bubble) 占工作的 (pp − 1)/(vpp·m)。</translation>
        </message>
        <message>
            <source>Tensor parallel degree t: splits every layer's GEMMs over t GPUs of one NVLink domain. Costs 4 all-reduces of b·s·h per layer and micro-batch (6 with full recompute).</source>
            <translation>张量并行度 t：把每层的 GEMM 分到一个 NVLink 域内的 t 个 GPU 上。每层每个微批次需 4 次 b·s·h 的 all-reduce（完全重计算时为 6 次）。</translation>
        </message>
        <message>
            <source>Tensor parallel (tp)</source>
            <translation>张量并行 (tp)</translation>
        </message>
        <message>
            <source>Pipeline parallel (pp)</source>
            <translation>流水线并行 (pp)</translation>
        </message>
        <message>
            <source>Virtual stages per GPU (vpp)</source>
            <translation>每 GPU 虚拟阶段 (vpp)</translation>
        </message>
        <message>
            <source>Interleaved 1F1B: v chunks per GPU divide the bubble by v and multiply pipeline transfers by v; activations × (1 + (p−1)/(p·v)).</source>
            <translation>交错 1F1B：每 GPU v 个块把气泡除以 v，流水线传输乘以 v；激活 × (1 + (p−1)/(p·v))。</translation>
        </message>
        <message>
            <source>Context parallel (cp)</source>
            <translation>上下文并行 (cp)</translation>
        </message>
        <message>
            <source>Splits each sequence over c GPUs; K and V blocks travel in a ring, hidden behind attention where it is shorter.</source>
            <translation>把每个序列分到 c 个 GPU 上；K 和 V 块在环中传递，在注意力计算更长时被其隐藏。</translation>
        </message>
        <message>
            <source>Expert parallel (ep)</source>
            <translation>专家并行 (ep)</translation>
        </message>
        <message>
            <source>MoE models: experts spread over e GPUs of the data-parallel group; 4 all-to-alls of b·s·h·k per MoE layer and micro-batch, capped by bisection bandwidth.</source>
            <translation>MoE 模型：专家分布在数据并行组的 e 个 GPU 上；每个 MoE 层每个微批次 4 次 b·s·h·k 的 all-to-all，受对分带宽限制。</translation>
        </message>
        <message>
            <source>Micro-batch</source>
            <translation>微批次</translation>
        </message>
        <message>
            <source>seq</source>
            <translation>序列</translation>
        </message>
        <message>
            <source>b sequences per micro-batch. Activation memory grows with b; larger GEMMs run closer to peak.</source>
            <translation>每个微批次 b 个序列。激活显存随 b 增长；更大的 GEMM 更接近峰值。</translation>
        </message>
        <message>
            <source>Recompute</source>
            <translation>重计算</translation>
        </message>
        <message>
            <source>Activation recomputation. none: keep everything; selective: recompute the attention scores (Korthikanti et al.); full: keep only each layer's input and run its forward again (HFU counts it, MFU does not).</source>
            <translation>激活重计算。none：全部保留；selective：重计算注意力分数（Korthikanti 等）；full：只保留每层输入并重跑其前向（HFU 计入，MFU 不计入）。</translation>
        </message>
        <message>
            <source>ZeRO</source>
            <translation>ZeRO</translation>
        </message>
        <message>
            <source>0 (replicated)</source>
            <translation>0（复制）</translation>
        </message>
        <message>
            <source>stage 1</source>
            <translation>阶段 1</translation>
        </message>
        <message>
            <source>stage 2</source>
            <translation>阶段 2</translation>
        </message>
        <message>
            <source>stage 3</source>
            <translation>阶段 3</translation>
        </message>
        <message>
            <source>Rank order</source>
            <translation>rank 顺序</translation>
        </message>
        <message>
            <source>Which groups share an NVLink domain. tp-cp-dp-pp (Megatron's default): data-parallel replicas of a stage sit next to each other, pipeline neighbours far apart. tp-cp-pp-dp: a pipeline's stages sit next to each other (on NVL72, a whole tp 8 × pp 9 pipeline in one domain, its transfers on NVLink) and the data-parallel group spreads across domains.</source>
            <translation>哪些组共享一个 NVLink 域。tp-cp-dp-pp（Megatron 默认）：同一阶段的数据并行副本相邻，流水线邻居相距较远。tp-cp-pp-dp：一条流水线的各阶段相邻（在 NVL72 上，整条 tp 8 × pp 9 流水线在一个域内，传输走 NVLink），数据并行组跨域分布。</translation>
        </message>
        <message>
            <source>Sequence parallelism</source>
            <translation>序列并行</translation>
        </message>
        <message>
            <source>Toggle sequence parallelism</source>
            <translation>切换序列并行</translation>
        </message>
        <message>
            <source>Splits norms and dropout over the TP group (activations ÷ t); all-gather / reduce-scatter pairs replace the all-reduces, plus two all-gathers in backward.</source>
            <translation>把归一化和 dropout 分到 TP 组（激活 ÷ t）；all-gather / reduce-scatter 对替代 all-reduce，反向另加两次 all-gather。</translation>
        </message>
        <message>
            <source>Flash attention</source>
            <translation>Flash attention</translation>
        </message>
        <message>
            <source>Toggle flash attention</source>
            <translation>切换 flash attention</translation>
        </message>
        <message>
            <source>Fused attention: the a·s² scores are never stored or streamed through HBM (removes 5as/h from the activations).</source>
            <translation>融合注意力：a·s² 分数从不存储或经 HBM 传输（从激活中去掉 5as/h）。</translation>
        </message>
        <message>
            <source>Model and data</source>
            <translation>模型与数据</translation>
        </message>
        <message>
            <source>custom shape</source>
            <translation>自定义形状</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Model preset: layers, hidden size, heads, KV heads, FFN, vocabulary, sequence length, MoE shape (resources/catalog/models.json).</source>
            <translation>模型预设：层数、隐藏维度、头数、KV 头数、FFN、词表、序列长度、MoE 形状（resources/catalog/models.json）。</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>训练 token 数</translation>
        </message>
        <message>
            <source>B tokens</source>
            <translation>B token</translation>
        </message>
        <message>
            <source>Tokens to train on. Steps S = ceil(tokens / (B·s)); predicted time = startup + Daly's wall time of S steps.</source>
            <translation>要训练的 token 数。步数 S = ceil(token / (B·s))；预测时间 = 启动 + S 步的 Daly 总时间。</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>全局批量</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>序列</translation>
        </message>
        <message>
            <source>B sequences per step, fixed while the sync-wall sweep adds GPUs. Must be a multiple of micro-batch × dp.</source>
            <translation>每步 B 个序列，sync wall 扫描增加 GPU 时保持不变。必须是微批次 × dp 的倍数。</translation>
        </message>
        <message>
            <source>Expert tensor parallel (etp)</source>
            <translation>专家张量并行 (etp)</translation>
        </message>
        <message>
            <source>Megatron-Core's expert_tensor_parallel_size: the experts' GEMMs split over etp GPUs instead of tp. ep·etp must divide tp·cp·dp and etp the expert FFN f_e; expert weights per GPU ÷ (ep·etp), each expert GEMM f_e/etp wide, expert gradients reduced over tp·cp·dp/(ep·etp). 0: the same as tp.</source>
            <translation>Megatron-Core 的 expert_tensor_parallel_size：专家的 GEMM 分到 etp 个 GPU 而不是 tp 个。ep·etp 必须整除 tp·cp·dp，etp 必须整除专家 FFN f_e；每 GPU 专家权重 ÷ (ep·etp)，每个专家 GEMM 宽 f_e/etp，专家梯度在 tp·cp·dp/(ep·etp) 上归约。0：同 tp。</translation>
        </message>
        <message>
            <source>same as tp</source>
            <translation>同 tp</translation>
        </message>
        <message>
            <source>First stage layers</source>
            <translation>首阶段层数</translation>
        </message>
        <message>
            <source>Last stage layers</source>
            <translation>末阶段层数</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>层</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>均分</translation>
        </message>
        <message>
            <source>Precision and framework</source>
            <translation>精度与框架</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>精度</translation>
        </message>
        <message>
            <source>Number format of the GEMMs: sets the GPU's peak FLOP/s (catalog; MXFP8 at the FP8 rate where the GPU gives no figure, NVFP4 at its FP4 rate). FP8, MXFP8 and NVFP4 speed only the GEMMs: attention runs at the 16-bit peak, the casts count as memory traffic, and the narrow copies of weights and activations add to memory. A GPU without that peak cannot take it.</source>
            <translation>GEMM 的数值格式：设置 GPU 的峰值 FLOP/s（目录；GPU 无数据时 MXFP8 按 FP8 速率，NVFP4 按其 FP4 速率）。FP8、MXFP8 和 NVFP4 只加速 GEMM：注意力按 16 位峰值运行，类型转换计为内存流量，权重和激活的窄副本额外占用显存。不具备该峰值的 GPU 不能选用。</translation>
        </message>
        <message>
            <source>Framework</source>
            <translation>框架</translation>
        </message>
        <message>
            <source>Overlap gradient reduction</source>
            <translation>重叠梯度归约</translation>
        </message>
        <message>
            <source>Toggle gradient reduction overlap</source>
            <translation>切换梯度归约重叠</translation>
        </message>
        <message>
            <source>Overlap parameter all-gather</source>
            <translation>重叠参数 all-gather</translation>
        </message>
        <message>
            <source>Toggle parameter all-gather overlap</source>
            <translation>切换参数 all-gather 重叠</translation>
        </message>
        <message>
            <source>Overlap TP communication with GEMMs</source>
            <translation>TP 通信与 GEMM 重叠</translation>
        </message>
        <message>
            <source>Toggle TP communication overlap</source>
            <translation>切换 TP 通信重叠</translation>
        </message>
        <message>
            <source>Model shape</source>
            <translation>模型形状</translation>
        </message>
        <message>
            <source>Head size</source>
            <translation>头维度</translation>
        </message>
        <message>
            <source>d per attention head, where heads × d ≠ hidden (Qwen3, GPT-OSS). Projections 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs per token, attention scores and values 4·s·a·d (halved if causal), Q, K, V and the output stored as 2(2a + 2a_kv)·d/h bytes per sbh. 0: hidden / heads.</source>
            <translation>每个注意力头的 d，用于头数 × d ≠ hidden 时（Qwen3、GPT-OSS）。投影每 token 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs，注意力分数与值 4·s·a·d（因果时减半），Q、K、V 和输出按每 sbh 2(2a + 2a_kv)·d/h 字节存储。0：hidden / 头数。</translation>
        </message>
        <message>
            <source>hidden / heads</source>
            <translation>hidden / 头数</translation>
        </message>
        <message>
            <source>Attention</source>
            <translation>注意力</translation>
        </message>
        <message>
            <source>standard: multi-head attention, grouped-query through the KV heads. MLA (DeepSeek-V2/V3): queries through a rank-d_c' latent, keys and values up-projected per head from a rank-d_c latent plus one shared RoPE key; sets the projections' parameters and FLOPs, the scores' 2s·a·(d_nope + d_rope + d_v) FLOPs per token, and stores the latents with the activations. The KV heads are not used.</source>
            <translation>standard：多头注意力，通过 KV 头实现分组查询。MLA（DeepSeek-V2/V3）：查询经秩 d_c' 的潜变量，键和值从秩 d_c 的潜变量按头上投影，另加一个共享的 RoPE 键；设置投影的参数和 FLOPs、分数每 token 2s·a·(d_nope + d_rope + d_v) FLOPs，并把潜变量与激活一起存储。不使用 KV 头。</translation>
        </message>
        <message>
            <source>Multi-token prediction</source>
            <translation>多 token 预测</translation>
        </message>
        <message>
            <source>MTP modules (DeepSeek-V3: 1), on the last pipeline stage. Each runs one more layer (MoE in an MoE model), a 2h → h projection and the output layer again: 3·(layer + 4h² + 2hV) model FLOPs per token, its weights and activations on the last stage, which may then pace the pipeline.</source>
            <translation>MTP 模块（DeepSeek-V3：1），位于最后一个流水线阶段。每个模块多运行一层（MoE 模型中为 MoE 层）、一个 2h → h 投影并再次运行输出层：每 token 3·(层 + 4h² + 2hV) 模型 FLOPs，其权重和激活在最后阶段，可能因此决定流水线节奏。</translation>
        </message>
        <message>
            <source>MLA query latent rank (d_c')</source>
            <translation>MLA 查询潜变量秩 (d_c')</translation>
        </message>
        <message>
            <source>Queries go h → d_c' → a·(d_nope + d_rope): h·d_c' + d_c'·a·(d_nope + d_rope) parameters and twice that in FLOPs per token; the latent is stored for the backward pass. 0: queries straight from h (h·a·(d_nope + d_rope)).</source>
            <translation>查询经 h → d_c' → a·(d_nope + d_rope)：h·d_c' + d_c'·a·(d_nope + d_rope) 个参数，每 token FLOPs 为其两倍；潜变量为反向保存。0：查询直接由 h 得到（h·a·(d_nope + d_rope)）。</translation>
        </message>
        <message>
            <source>not compressed</source>
            <translation>不压缩</translation>
        </message>
        <message>
            <source>MLA key-value latent rank (d_c)</source>
            <translation>MLA 键值潜变量秩 (d_c)</translation>
        </message>
        <message>
            <source>Keys and values go h → d_c + d_rope, then d_c → a·(d_nope + d_v): h·(d_c + d_rope) + d_c·a·(d_nope + d_v) parameters; the latent is stored for the backward pass.</source>
            <translation>键和值经 h → d_c + d_rope，再 d_c → a·(d_nope + d_v)：h·(d_c + d_rope) + d_c·a·(d_nope + d_v) 个参数；潜变量为反向保存。</translation>
        </message>
        <message>
            <source>MLA query-key head size without RoPE</source>
            <translation>MLA 不含 RoPE 的查询-键头维度</translation>
        </message>
        <message>
            <source>d_nope per head: the scores cost 2s·a·(d_nope + d_rope) FLOPs per token.</source>
            <translation>每头 d_nope：分数每 token 花费 2s·a·(d_nope + d_rope) FLOPs。</translation>
        </message>
        <message>
            <source>MLA rotary head size</source>
            <translation>MLA 旋转头维度</translation>
        </message>
        <message>
            <source>d_rope: the rotary part of each query and key head; the keys' part is one shared h·d_rope projection.</source>
            <translation>d_rope：每个查询头和键头的旋转部分；键的部分是一个共享的 h·d_rope 投影。</translation>
        </message>
        <message>
            <source>MLA value head size</source>
            <translation>MLA 值头维度</translation>
        </message>
        <message>
            <source>d_v per head: the values cost 2s·a·d_v FLOPs per token and the output projection a·d_v·h parameters.</source>
            <translation>每头 d_v：值每 token 花费 2s·a·d_v FLOPs，输出投影 a·d_v·h 个参数。</translation>
        </message>
        <message>
            <source>Mixture of experts</source>
            <translation>混合专家</translation>
        </message>
        <message>
            <source>Shared experts</source>
            <translation>共享专家</translation>
        </message>
        <message>
            <source>Always-active experts of every MoE layer (DeepSeek, Qwen2-MoE, Llama 4): each adds 2·(2 or 3)·h·f_s FLOPs per token and its weights to every GPU of the layer's stage; outside Megatron-Core their GEMMs are what hides the all-to-all.</source>
            <translation>每个 MoE 层始终激活的专家（DeepSeek、Qwen2-MoE、Llama 4）：每个给该层所在阶段的每个 GPU 增加每 token 2·(2 或 3)·h·f_s FLOPs 及其权重；在 Megatron-Core 之外，正是它们的 GEMM 隐藏了 all-to-all。</translation>
        </message>
        <message>
            <source>Shared expert FFN</source>
            <translation>共享专家 FFN</translation>
        </message>
        <message>
            <source>f_s, the FFN width of one shared expert. An MoE layer's MLP costs 2·(2 or 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs per token (3 for SwiGLU, E experts' router). 0: the routed experts' f_e.</source>
            <translation>f_s，一个共享专家的 FFN 宽度。MoE 层的 MLP 每 token 花费 2·(2 或 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs（SwiGLU 为 3，E 个专家的路由器）。0：路由专家的 f_e。</translation>
        </message>
        <message>
            <source>expert FFN</source>
            <translation>专家 FFN</translation>
        </message>
        <message>
            <source>MoE every k-th layer (k)</source>
            <translation>每 k 层一个 MoE 层 (k)</translation>
        </message>
        <message>
            <source>After the leading dense layers every k-th layer is MoE, the others dense with FFN f (Megatron-Core's moe_layer_freq; Llama 4 Maverick: 2). Sets how many layers pay the experts' FLOPs, weights and all-to-alls, and so which pipeline stage holds the most.</source>
            <translation>前导稠密层之后每第 k 层为 MoE，其余为 FFN f 的稠密层（Megatron-Core 的 moe_layer_freq；Llama 4 Maverick：2）。决定多少层承担专家的 FLOPs、权重和 all-to-all，从而决定哪个流水线阶段负载最重。</translation>
        </message>
        <message>
            <source>Expert capacity factor</source>
            <translation>专家容量因子</translation>
        </message>
        <message>
            <source>Tokens per expert capped at c × the balanced load (tokens beyond it dropped). Every expert's input is padded to max(1, c) × the balanced load: the routed activations, the all-to-all buffers, the dispatched bytes and the experts' GEMMs all grow with c. 0: dropless (taken balanced, as benchmarks force it).</source>
            <translation>每个专家的 token 上限为 c × 均衡负载（超出部分丢弃）。每个专家的输入填充到 max(1, c) × 均衡负载：路由激活、all-to-all 缓冲区、分发字节和专家 GEMM 都随 c 增长。0：dropless（按均衡处理，与基准测试的强制做法一致）。</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>检查点与故障</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>检查点间隔</translation>
        </message>
        <message>
            <source>min</source>
            <translation>min</translation>
        </message>
        <message>
            <source>τ, time between checkpoints. Expected wall time T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly 2006): short intervals pay δ often, long ones lose more work per failure.</source>
            <translation>τ，检查点之间的时间。期望总时间 T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ（Daly 2006）：间隔短则频繁付出 δ，间隔长则每次故障损失更多工作。</translation>
        </message>
        <message>
            <source>Optimal checkpoint interval (Daly)</source>
            <translation>最优检查点间隔 (Daly)</translation>
        </message>
        <message>
            <source>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), with δ the blocking checkpoint time and M the job MTBF.</source>
            <translation>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ（Daly 2006），δ 为阻塞检查点时间，M 为作业 MTBF。</translation>
        </message>
        <message>
            <source>Use the optimal checkpoint interval</source>
            <translation>使用最优检查点间隔</translation>
        </message>
        <message>
            <source>Set the checkpoint interval</source>
            <translation>设置检查点间隔</translation>
        </message>
        <message>
            <source>Asynchronous checkpoints</source>
            <translation>异步检查点</translation>
        </message>
        <message>
            <source>Toggle asynchronous checkpoints</source>
            <translation>切换异步检查点</translation>
        </message>
        <message>
            <source>Each GPU copies its shard to a host staging buffer (shard / PCIe bandwidth) and the flush to storage (size / flush bandwidth) runs behind; a checkpoint costs δ = max(copy, flush), as the seed defines it.</source>
            <translation>每个 GPU 把其分片复制到主机暂存缓冲区（分片 / PCIe 带宽），写入存储（大小 / 刷写带宽）在后台进行；一个检查点花费 δ = max(复制, 刷写)，与 seed 的定义相同。</translation>
        </message>
        <message>
            <source>Checkpoint write bandwidth</source>
            <translation>检查点写入带宽</translation>
        </message>
        <message>
            <source>Aggregate bandwidth to and from the checkpoint store (written and read back at this rate). Synchronous δ = checkpoint size (14 B/param) / bandwidth.</source>
            <translation>与检查点存储之间的总带宽（按此速率写入和读回）。同步 δ = 检查点大小（14 B/参数）/ 带宽。</translation>
        </message>
        <message>
            <source>Async flush bandwidth</source>
            <translation>异步刷写带宽</translation>
        </message>
        <message>
            <source>Aggregate rate of the background flush of async checkpoints (the seed: 200 GB/s = 1,600 Gbit/s), shared with the dataset reads on the storage uplinks. Async δ = max(copy, size / this).</source>
            <translation>异步检查点后台刷写的总速率（seed：200 GB/s = 1,600 Gbit/s），与存储上行链路上的数据集读取共享。异步 δ = max(复制, 大小 / 此速率)。</translation>
        </message>
        <message>
            <source>Corrupt checkpoint chance</source>
            <translation>检查点损坏概率</translation>
        </message>
        <message>
            <source>The chance that the latest checkpoint cannot be read back: the job rolls back to the one before, losing one more interval and δ and downloading again. Adds p·(τ + δ + download) to every recovery.</source>
            <translation>最新检查点无法读回的概率：作业回退到前一个，多损失一个间隔和 δ 并重新下载。每次恢复增加 p·(τ + δ + 下载)。</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>恢复</translation>
        </message>
        <message>
            <source>Drain</source>
            <translation>排空</translation>
        </message>
        <message>
            <source>Stopping the job and finding the failed rank after a failure (watchdog timeouts included).</source>
            <translation>故障后停止作业并找到故障 rank（含 watchdog 超时）。</translation>
        </message>
        <message>
            <source>Provisioning</source>
            <translation>置备</translation>
        </message>
        <message>
            <source>Bringing up a replacement host. Hardware failures only (software failures restart in place); skipped while a hot spare waits.</source>
            <translation>启动替换主机。仅限硬件故障（软件故障原地重启）；有热备等待时跳过。</translation>
        </message>
        <message>
            <source>Communicator re-initialisation</source>
            <translation>通信器重新初始化</translation>
        </message>
        <message>
            <source>Re-creating the process groups and NCCL communicators and warming up. The checkpoint download (size / read bandwidth) is added to recovery, as is the rollback past a corrupt checkpoint.</source>
            <translation>重新创建进程组和 NCCL 通信器并预热。检查点下载（大小 / 读取带宽）计入恢复，越过损坏检查点的回退也计入。</translation>
        </message>
        <message>
            <source>Hot spare hosts</source>
            <translation>热备主机</translation>
        </message>
        <message>
            <source>Hosts kept ready for the job: with at least one, a hardware failure skips provisioning (the pool is taken as refilled by repairs between failures).</source>
            <translation>为作业预留的主机：至少有一台时，硬件故障跳过置备（假定故障之间的维修会补足备用池）。</translation>
        </message>
        <message>
            <source>&lt;b&gt;The job MTBF (%1) overrides the per-component MTBFs below&lt;/b&gt;; set it to "per component" to use them.</source>
            <translation>&lt;b&gt;作业 MTBF（%1）覆盖下面的各组件 MTBF&lt;/b&gt;；设为“按组件”以使用它们。</translation>
        </message>
        <message>
            <source>Job failure rate λ = the sum over components of count / MTBF; a job MTBF set here overrides them.</source>
            <translation>作业故障率 λ = 各组件 数量 / MTBF 之和；此处设置的作业 MTBF 会覆盖它们。</translation>
        </message>
        <message>
            <source>Failures by component</source>
            <translation>各组件故障</translation>
        </message>
        <message>
            <source>Job MTBF (measured)</source>
            <translation>作业 MTBF（实测）</translation>
        </message>
        <message>
            <source>h</source>
            <translation>h</translation>
        </message>
        <message>
            <source>A measured mean time between the job's interruptions (Llama 3 405B on 16,384 H100: 466 in 54 days, 2.8 h). When set it replaces every per-component MTBF below.</source>
            <translation>实测的作业中断平均间隔时间（Llama 3 405B 在 16,384 个 H100 上：54 天 466 次，2.8 h）。设置后它替代下面每个组件的 MTBF。</translation>
        </message>
        <message>
            <source>per component</source>
            <translation>按组件</translation>
        </message>
        <message>
            <source>A job MTBF set in the plan overrides the per-component MTBFs.</source>
            <translation>计划中设置的作业 MTBF 覆盖各组件 MTBF。</translation>
        </message>
        <message>
            <source>MTBF per GPU</source>
            <translation>每 GPU 的 MTBF</translation>
        </message>
        <message>
            <source>Mean time between failures of one GPU (HBM, SRAM, GSP, thermal included), up to 10 million hours. N GPUs fail N times as often: 50,000 h over 1,024 GPUs fails every 49 h.</source>
            <translation>单个 GPU 的平均故障间隔时间（含 HBM、SRAM、GSP、过热），最多 1000 万小时。N 个 GPU 的故障频率是 N 倍：50,000 h 分摊到 1,024 个 GPU 即每 49 h 一次故障。</translation>
        </message>
        <message>
            <source>not modelled</source>
            <translation>未建模</translation>
        </message>
        <message>
            <source>MTBF per NIC</source>
            <translation>每 NIC 的 MTBF</translation>
        </message>
        <message>
            <source>One NIC per GPU.</source>
            <translation>每个 GPU 一块 NIC。</translation>
        </message>
        <message>
            <source>MTBF per switch</source>
            <translation>每交换机的 MTBF</translation>
        </message>
        <message>
            <source>Leaves with radix/2 GPU ports each, plus half as many spines.</source>
            <translation>每个 leaf 有 radix/2 个 GPU 端口，另有一半数量的 spine。</translation>
        </message>
        <message>
            <source>MTBF per transceiver</source>
            <translation>每光模块的 MTBF</translation>
        </message>
        <message>
            <source>Two transceivers on each GPU's link to its leaf and on each leaf uplink (2N + 2N / oversubscription), cables included.</source>
            <translation>每个 GPU 到其 leaf 的链路以及每条 leaf 上行链路各有两个光模块（2N + 2N / 超额订阅），含线缆。</translation>
        </message>
        <message>
            <source>MTBF per host</source>
            <translation>每主机的 MTBF</translation>
        </message>
        <message>
            <source>CPU, memory, power supply, disks, kernel: one per N / GPUs per node.</source>
            <translation>CPU、内存、电源、磁盘、内核：每 N / 每节点 GPU 数 一台。</translation>
        </message>
        <message>
            <source>Software MTBF (per job)</source>
            <translation>软件 MTBF（每作业）</translation>
        </message>
        <message>
            <source>NCCL watchdog timeouts, driver hangs, framework bugs: the job fails without a broken part and restarts in place, with no provisioning.</source>
            <translation>NCCL watchdog 超时、驱动挂起、框架缺陷：作业在没有部件损坏的情况下失败并原地重启，无需置备。</translation>
        </message>
        <message>
            <source>Storage and data loading</source>
            <translation>存储与数据加载</translation>
        </message>
        <message>
            <source>Storage uplinks</source>
            <translation>存储上行链路</translation>
        </message>
        <message>
            <source>Aggregate bandwidth of the storage fabric, shared by dataset reads and checkpoint traffic: a step that reads longer than it computes stalls, an async flush gets what the reads leave (max-min fair), a synchronous write, a download and the staging have it alone.</source>
            <translation>存储网络的总带宽，由数据集读取和检查点流量共享：读取比计算更久的步会停顿；异步刷写得到读取剩下的带宽（max-min 公平）；同步写入、下载和预置数据独占它。</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>无限制</translation>
        </message>
        <message>
            <source>Dataset bytes per token</source>
            <translation>每 token 数据集字节数</translation>
        </message>
        <message>
            <source>Bytes read from storage per trained token: 2–4 for tokenised text, far more for images or video. A step reads B·s·bytes.</source>
            <translation>每个训练 token 从存储读取的字节数：分词文本为 2–4，图像或视频则多得多。每步读取 B·s·字节。</translation>
        </message>
        <message>
            <source>Data staged before the first step</source>
            <translation>首步前预置的数据</translation>
        </message>
        <message>
            <source>Copied from storage at the storage's read rate before training starts: serial, with the startup (Amdahl's fraction).</source>
            <translation>训练开始前按存储读取速率复制：串行，与启动一起计入（Amdahl 串行比例）。</translation>
        </message>
        <message>
            <source>Validation every</source>
            <translation>验证间隔</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>步</translation>
        </message>
        <message>
            <source>A validation pass every N steps: forward passes only, through the pipeline.</source>
            <translation>每 N 步一次验证：只做前向，经过流水线。</translation>
        </message>
        <message>
            <source>never</source>
            <translation>从不</translation>
        </message>
        <message>
            <source>Validation batches</source>
            <translation>验证批次数</translation>
        </message>
        <message>
            <source>Global batches in one validation pass; each costs (m + (p − 1)/v) forward micro-batch slots.</source>
            <translation>一次验证中的全局批次数；每个花费 (m + (p − 1)/v) 个前向微批次时隙。</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>慢节点</translation>
        </message>
        <message>
            <source>One slow GPU</source>
            <translation>一个慢 GPU</translation>
        </message>
        <message>
            <source>Per-rank jitter (CV)</source>
            <translation>每 rank 抖动 (CV)</translation>
        </message>
        <message>
            <source>Backup workers</source>
            <translation>备份 worker</translation>
        </message>
        <message>
            <source>k spare ranks: the step waits for the N-th fastest of N + k, which drops one slow GPU.</source>
            <translation>k 个备用 rank：每步等待 N + k 个中第 N 快的，从而去掉一个慢 GPU。</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>自动</translation>
        </message>
        <message>
            <source>on</source>
            <translation>开</translation>
        </message>
        <message>
            <source>off</source>
            <translation>关</translation>
        </message>
        <message>
            <source>GPUs per node</source>
            <translation>每节点 GPU 数</translation>
        </message>
        <message>
            <source>GPUs in one host. Nodes = N / this: the hosts that fail (MTBF per host), a leaf's reach in nodes (hops: 2 inside a leaf, 4 across the spine) and the span of each parallel group.</source>
            <translation>一台主机中的 GPU。节点数 = N / 此值：会发生故障的主机（每主机 MTBF）、一个 leaf 覆盖的节点数（跳数：leaf 内 2，跨 spine 4）以及每个并行组的跨度。</translation>
        </message>
        <message>
            <source>Latency per switch hop</source>
            <translation>每跳交换机延迟</translation>
        </message>
        <message>
            <source>Each switch a message crosses: α = latency + hops × this, with 2 hops inside a leaf, 4 across the spine, 6 across pods of a 3-tier fat-tree.</source>
            <translation>消息经过的每个交换机：α = 延迟 + 跳数 × 此值，leaf 内 2 跳，跨 spine 4 跳，3 层 fat-tree 跨 pod 6 跳。</translation>
        </message>
        <message>
            <source>Topology</source>
            <translation>拓扑</translation>
        </message>
        <message>
            <source>Rail-optimised: GPU i of every node on leaf i, so DP and PP rings stay on one rail (a leaf reaches radix/2 nodes); leaf-spine: a leaf serves radix/2 NICs, 2 tiers (4 hops across); 3-tier fat-tree: pods of radix/2 leaves, 6 hops across pods.</source>
            <translation>轨道优化：每个节点的 GPU i 接到 leaf i，DP 与 PP 环停留在一条轨道上（一个 leaf 覆盖 radix/2 个节点）；leaf-spine：一个 leaf 服务 radix/2 个 NIC，2 层（跨越 4 跳）；3 层 fat-tree：每个 pod 含 radix/2 个 leaf，跨 pod 6 跳。</translation>
        </message>
        <message>
            <source>Oversubscription</source>
            <translation>超额订阅</translation>
        </message>
        <message>
            <source>Leaf downlinks over uplinks at the spine tier: traffic that crosses the spine gets β ÷ this; all-to-all is capped by the bisection per GPU, line rate ÷ this.</source>
            <translation>spine 层 leaf 下行链路与上行链路之比：经过 spine 的流量得到 β ÷ 此值；all-to-all 受每 GPU 对分带宽限制，线速 ÷ 此值。</translation>
        </message>
        <message>
            <source>Load balancing</source>
            <translation>负载均衡</translation>
        </message>
        <message>
            <source>Static ECMP hashes a few long-lived flows per NIC onto the leaf's uplinks; a collective runs at the fullest uplink's pace: × (flows/links) / E[max load] (balls into bins). Adaptive routing or packet spraying: × 1.</source>
            <translation>静态 ECMP 将每个 NIC 的少量长流哈希到 leaf 的上行链路；集合通信以最满上行链路的速度运行：× (流数/链路数) / E[最大负载]（球入箱）。自适应路由或包喷洒：× 1。</translation>
        </message>
        <message>
            <source>Transport</source>
            <translation>传输</translation>
        </message>
        <message>
            <source>What a lost packet costs: go-back-N (RoCE's default) resends the in-flight window W = bandwidth × RTT / MTU, selective repeat one packet: β × 1/(1 + p·(W + (MTU/message)·RTO/t_packet)).</source>
            <translation>丢一个包的代价：go-back-N（RoCE 默认）重发在途窗口 W = 带宽 × RTT / MTU，选择性重传只重发一个包：β × 1/(1 + p·(W + (MTU/消息)·RTO/t_包))。</translation>
        </message>
        <message>
            <source>Retransmission timeout</source>
            <translation>重传超时</translation>
        </message>
        <message>
            <source>A loss with nothing behind it in its message (probability MTU / message) is noticed only by this timer, during which the link idles: the (MTU/message)·RTO/t_packet term of the loss factor. Each such timeout also lengthens the step it lands in (the step's p99).</source>
            <translation>消息中其后无包的丢失（概率 MTU / 消息）只能由此定时器发现，期间链路空闲：即丢包因子中的 (MTU/消息)·RTO/t_包 项。每次超时也会拉长其所在的步（该步的 p99）。</translation>
        </message>
        <message>
            <source>Lossless Ethernet</source>
            <translation>无损以太网</translation>
        </message>
        <message>
            <source>Lossless fabric (RoCE with PFC and ECN)</source>
            <translation>无损网络（带 PFC 和 ECN 的 RoCE）</translation>
        </message>
        <message>
            <source>Toggle lossless fabric</source>
            <translation>切换无损网络</translation>
        </message>
        <message>
            <source>Priority flow control pauses a sender instead of dropping its packets; ECN marks and DCQCN cut the rate instead. Off (lossy): the pause, ECN and incast terms below do not apply.</source>
            <translation>优先级流控暂停发送方而不丢弃其数据包；ECN 标记与 DCQCN 则降低速率。关闭（有损）：下面的暂停、ECN 与 incast 项不适用。</translation>
        </message>
        <message>
            <source>PFC pause share</source>
            <translation>PFC 暂停占比</translation>
        </message>
        <message>
            <source>Share of time a scale-out port is paused (the switches' pause counters). Head-of-line blocking stops every flow through a paused port, not only the congesting one: β × (1 − share); each pause lasts buffer / line rate and adds to the steps it lands in (p99).</source>
            <translation>横向扩展端口处于暂停状态的时间占比（交换机暂停计数器）。队头阻塞会停下经过暂停端口的所有流，而不仅是造成拥塞的流：β × (1 − 占比)；每次暂停持续 缓冲 / 线速，并计入其所在的步 (p99)。</translation>
        </message>
        <message>
            <source>Switch buffer per port</source>
            <translation>每端口交换机缓冲</translation>
        </message>
        <message>
            <source>Egress buffer of one switch port. Incast at the last hop of an all-to-all: n senders each put a window (bandwidth × RTT) into one port; the share u = 1 − buffer / (n · window) that does not fit is held back by PFC, β × 1/(1 + u). A pause lasts buffer / line rate.</source>
            <translation>一个交换机端口的出口缓冲。all-to-all 最后一跳的 incast：n 个发送方各向一个端口放入一个窗口（带宽 × RTT）；放不下的部分 u = 1 − 缓冲 / (n · 窗口) 由 PFC 阻挡，β × 1/(1 + u)。一次暂停持续 缓冲 / 线速。</translation>
        </message>
        <message>
            <source>ECN notification share</source>
            <translation>ECN 通知占比</translation>
        </message>
        <message>
            <source>Share of round trips in which a sender receives a congestion notification (a CNP after an ECN-marked packet): β × (1 − share × rate cut).</source>
            <translation>发送方收到拥塞通知（ECN 标记包之后的 CNP）的往返占比：β × (1 − 占比 × 降速)。</translation>
        </message>
        <message>
            <source>ECN rate cut</source>
            <translation>ECN 降速</translation>
        </message>
        <message>
            <source>How much DCQCN cuts the sending rate per notification: α/2, 50 % with α = 1 (its initial value).</source>
            <translation>DCQCN 每次通知降低发送速率的幅度：α/2，α = 1（初值）时为 50 %。</translation>
        </message>
        <message>
            <source>Gradient bytes</source>
            <translation>梯度字节数</translation>
        </message>
        <message>
            <source>Bytes per gradient element in the data-parallel reduction: 2 (bf16 reduction, Megatron-Core), 4 (fp32, the other stacks). DP bytes = gradients of the shard × this ÷ compression.</source>
            <translation>数据并行归约中每个梯度元素的字节数：2（bf16 归约，Megatron-Core），4（fp32，其他框架）。DP 字节 = 分片梯度 × 此值 ÷ 压缩。</translation>
        </message>
        <message>
            <source>Gradient compression</source>
            <translation>梯度压缩</translation>
        </message>
        <message>
            <source>Divides the data-parallel gradient bytes (PowerSGD, 1-bit Adam, …); it changes convergence, which the planner does not model: the job's tokens stay as given.</source>
            <translation>数据并行梯度字节数除以此值（PowerSGD、1-bit Adam……）；它会改变收敛性，而规划工具不对此建模：作业的 token 数保持给定值。</translation>
        </message>
        <message>
            <source>Router load imbalance</source>
            <translation>路由负载不均</translation>
        </message>
        <message>
            <source>Dropless routing: the busiest expert-parallel rank's tokens ÷ the balanced load. The step waits for that rank, so its experts' GEMMs, its all-to-all bytes and its token buffers grow by this factor. 1: balanced, as benchmarks force it; auxiliary-loss-free balancing keeps the worst expert within about 1.05–1.2× (Wang et al. 2024, MaxVio). Ignored when a capacity factor pads every expert.</source>
            <translation>无丢弃路由：最忙的专家并行 rank 的 token 数 ÷ 均衡负载。每步都要等待该 rank，因此其专家的 GEMM、all-to-all 字节和 token 缓冲都按此因子增长。1：均衡，如基准测试所强制；无辅助损失均衡使最差专家保持在约 1.05–1.2×（Wang 等 2024，MaxVio）。设置容量因子（填充每个专家）时忽略。</translation>
        </message>
        <message>
            <source>Checkpoint read bandwidth</source>
            <translation>检查点读取带宽</translation>
        </message>
        <message>
            <source>Aggregate rate of reading the checkpoint back after a failure (capped by the storage uplinks): recovery R = drain + provisioning + size / this + re-initialisation.</source>
            <translation>故障后读回检查点的总速率（受存储上行链路限制）：恢复 R = 排空 + 置备 + 大小 / 此值 + 重新初始化。</translation>
        </message>
        <message>
            <source>Start-up</source>
            <translation>启动</translation>
        </message>
        <message>
            <source>Initialisation and first data load, before the first step: serial, so it is Amdahl's fraction of the job (startup + staging) / JCT, which more GPUs do not shorten.</source>
            <translation>第一步之前的初始化与首次数据加载：串行，因此是作业的 Amdahl 比例 (启动 + 预置) / JCT，更多 GPU 无法缩短。</translation>
        </message>
        <message>
            <source>Data stall per step</source>
            <translation>每步数据等待</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Exposed data-loading wait per step, on top of what the storage uplinks impose: T_step += this.</source>
            <translation>每步暴露的数据加载等待，叠加在存储上行链路造成的等待之上：T_步 += 此值。</translation>
        </message>
        <message>
            <source>The GPU has no %1 peak in its catalog entry, so it cannot train in this format. GPUs that have one: %2.</source>
            <translation>该 GPU 的目录条目中没有 %1 峰值算力，因此无法以此格式训练。具备该峰值的 GPU：%2。</translation>
        </message>
        <message>
            <source>Sharding over the data-parallel group: 1 = optimizer state (12 B/param ÷ dp), 2 = + gradients, 3 = + weights (gathered before every forward and backward). PyTorch FSDP under a pipeline keeps weights and gradients whole for the step, as stage 1.</source>
            <translation>在数据并行组上分片：1 = 优化器状态（12 B/参数 ÷ dp），2 = + 梯度，3 = + 权重（每次前向和反向前收集）。流水线下的 PyTorch FSDP 在整个步骤中保留完整的权重和梯度，与阶段 1 相同。</translation>
        </message>
        <message>
            <source>Overlap expert all-to-all</source>
            <translation>重叠专家 all-to-all</translation>
        </message>
        <message>
            <source>Toggle expert-parallel all-to-all overlap</source>
            <translation>切换专家并行 all-to-all 重叠</translation>
        </message>
        <message>
            <source>MoE plans: one micro-batch's dispatch and combine all-to-alls run under another micro-batch's compute (Megatron-Core's 1F1B expert-parallel overlap), with no pipeline or an interleaved one: exposed EP = m·max(0, all-to-all time per micro-batch − t_f − t_b). Off, or with a plain 1F1B pipeline, each all-to-all waits, hidden only under the shared experts' GEMMs.</source>
            <translation>MoE 计划：一个微批次的 dispatch 与 combine all-to-all 在另一个微批次的计算之下进行（Megatron-Core 的 1F1B 专家并行重叠），仅限无流水线或交错流水线：暴露的 EP = m·max(0, 每微批次 all-to-all 时间 − t_f − t_b)。关闭时，或使用普通 1F1B 流水线时，每次 all-to-all 都需等待，只被共享专家的 GEMM 掩盖。</translation>
        </message>
        <message>
            <source>Pipeline stages p: each holds L/p layers; where p does not divide L and no first or last stage is given, the middle stages hold ⌈L/p⌉ and the first and last the rest (a near-even split). Bubble = (p − 1)/(v·m) of the step's work; activations of p micro-batches stay in flight on the first stage.</source>
            <translation>流水线阶段数 p：每个阶段含 L/p 层；若 p 不整除 L 且未给出首末阶段层数，中间阶段各含 ⌈L/p⌉ 层，首末阶段分担其余（近似均分）。气泡 = 每步工作的 (p − 1)/(v·m)；第一阶段上有 p 个微批次的激活在途。</translation>
        </message>
        <message>
            <source>Uneven pipelines (Megatron-Core's decoder_%1_pipeline_num_layers): this stage holds this many layers, the others split the rest evenly (× vpp). The stage with the most work per micro-batch paces the step, (m + (p − 1)/v)·(t_f + t_b); the last stage also runs the output layer (2hV FLOPs per token) and the MTP layers, so fewer layers there balance it (Llama 3 405B: 126 layers on pp 16, first and last 7). The slider steps through counts that split evenly; 0: even split, L/pp, or, where pp·vpp does not divide L, the near-even split (the middle stages ⌈L/pp⌉, the first and last the rest).</source>
            <translation>不均匀流水线（Megatron-Core 的 decoder_%1_pipeline_num_layers）：此阶段含这么多层，其余阶段均分剩下的层（× vpp）。每个微批次工作最多的阶段决定每步时间，(m + (p − 1)/v)·(t_f + t_b)；最后阶段还运行输出层（每 token 2hV FLOPs）和 MTP 层，因此在那里放更少的层可以平衡（Llama 3 405B：pp 16 上 126 层，首尾各 7 层）。滑块只经过能均分的数量；0：均分，L/pp；若 pp·vpp 不整除 L，则为近似均分（中间阶段各 ⌈L/pp⌉ 层，首末阶段分担其余）。</translation>
        </message>
        <message>
            <source>near-even, %1</source>
            <translation>近似均分，%1</translation>
        </message>
        <message>
            <source>even, %1</source>
            <translation>均分，%1</translation>
        </message>
        <message>
            <source>Transformer Engine userbuffers split each GEMM and pipeline its tensor-parallel all-gather / reduce-scatter under the chunks: exposed TP = m·max(0, TP time per micro-batch − 3 × the stage's GEMM time of one forward). Off: the forward's collectives wait; in the backward, Megatron-Core runs each column-parallel linear's gather and reduce-scatter under that linear's own GEMMs (0.3 of what they hide still paid, for the SMs NCCL holds), the other stacks wait for every one.</source>
            <translation>Transformer Engine 的 userbuffers 把每个 GEMM 切块，并把其张量并行 all-gather / reduce-scatter 流水化在各块之下：暴露的 TP = m·max(0, 每微批次 TP 时间 − 3 × 该阶段一次前向的 GEMM 时间)。关闭：前向的集合通信需等待；反向中，Megatron-Core 让每个列并行线性层的 gather 与 reduce-scatter 在该层自身的 GEMM 之下运行（被掩盖部分仍付 0.3，因 NCCL 占用 SM），其他框架逐个等待。</translation>
        </message>
        <message>
            <source>The stack whose schedule the plan assumes; choosing one resets the overlap switches below and the gradient reduction width to its defaults. Megatron-Core: both overlaps, 16-bit gradient reduction, the 1F1B expert-parallel overlap hides one micro-batch's all-to-all under another's compute. Megatron-LM 2021: no overlap, fp32 gradient reduction. FSDP2 and DeepSpeed: both overlaps, fp32 gradient reduction, all-to-alls hidden only under shared experts, and the compute their data-parallel collectives hide under slowed by 0.3 of what they hide. DeepSpeed's ZeRO 3 gathers module by module on one NIC per rank and prefetches 5·10⁷ parameters of a layer, as its 2021-2022 releases measured. Each micro-batch's gradients are added to the accumulated ones inside the weight-gradient GEMM by Megatron-Core, and in a pass over the stage's gradients by the others: 6 bytes a parameter in fp16, 10 (Megatron-LM 2021) or 18 (DeepSpeed's pipeline engine) in bf16; over the gradient shard only where ZeRO 2 or 3 (or FSDP without a pipeline) shards them.</source>
            <translation>计划所假设调度的软件栈；选择后会把下面的重叠开关和梯度归约位宽重置为其默认值。Megatron-Core：两种重叠，16 位梯度归约，1F1B 专家并行重叠把一个微批次的 all-to-all 隐藏在另一个的计算下。Megatron-LM 2021：无重叠，fp32 梯度归约。FSDP2 和 DeepSpeed：两种重叠，fp32 梯度归约，all-to-all 只隐藏在共享专家之下，且数据并行集合通信所掩盖的计算会被拖慢，幅度为被掩盖时间的 0.3 倍。DeepSpeed 的 ZeRO 3 按模块逐个收集参数，每个 rank 只用一块网卡，每层只预取 5·10⁷ 个参数，与其 2021–2022 年版本的实测一致。每个微批次的梯度累加：Megatron-Core 在权重梯度 GEMM 内完成，其他栈对该阶段的梯度额外遍历一次：fp16 每个参数 6 字节，bf16 为 10（Megatron-LM 2021）或 18（DeepSpeed 的流水线引擎）字节；只有在 ZeRO 2、3（或不带流水线的 FSDP）切分梯度时，才只作用于梯度分片。</translation>
        </message>
        <message>
            <source>The data-parallel gradient all-reduce (reduce-scatter with ZeRO) runs under the last micro-batch's backward pass, bucket by bucket as the backward fills them; the last bucket (the first layers and the input embedding, a share f of the stage's gradients) waits for its end: exposed = max(f·sync, sync − (1 − f)·t_b); off: all of it adds to the step.</source>
            <translation>数据并行梯度 all-reduce（ZeRO 下为 reduce-scatter）在最后一个微批次的反向中运行，随反向逐个填满的桶逐桶进行；最后一个桶（前几层和输入嵌入，占该阶段梯度的份额 f）要等反向结束：暴露 = max(f·sync, sync − (1 − f)·t_b)；关闭：全部计入每步。</translation>
        </message>
        <message>
            <source>The sharded optimizer's all-gather of the updated weights runs under the next step's first forward, whose first layers wait for the first bucket: exposed = max(f·gather, gather − (1 − f)·t_f). With ZeRO-3 each micro-batch's gathers are prefetched instead, m·(max(0, g − t_f) + max(0, g − t_b)); off: 2·m·g.</source>
            <translation>分片优化器对更新后权重的 all-gather 在下一步的首个前向中运行，前向的前几层要等第一个桶：暴露 = max(f·gather, gather − (1 − f)·t_f)。ZeRO-3 下改为预取每个微批次的 gather，m·(max(0, g − t_f) + max(0, g − t_b))；关闭：2·m·g。</translation>
        </message>
        <message>
            <source>One GPU this much slower (e.g. 15 % thermal throttling). Synchronous steps wait for it: compute stretches by that much, every step, or by the ranks' jitter where that wait is longer.</source>
            <translation>某个 GPU 慢这么多（例如 15 % 过热降频）。同步步会等待它：每一步的计算都延长这么多；若各 rank 波动造成的等待更长，则按后者延长。</translation>
        </message>
        <message>
            <source>Random compute-time variation of each rank, on top of the GPU's own (its catalog calibration, 0.5 % for every catalog GPU): cv = √(cv_GPU² + cv_plan²). The step waits for the slowest of N: compute × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).</source>
            <translation>每个 rank 计算时间的随机波动，叠加在 GPU 自身的波动之上（其目录校准值，每种目录 GPU 均为 0.5 %）：cv = √(cv_GPU² + cv_plan²)。每步等待 N 个中最慢的：计算 × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25))（Blom）。</translation>
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
            <translation>标准 (MHA / GQA)</translation>
        </message>
        <message>
            <source>multi-head latent (MLA)</source>
            <translation>多头潜在注意力 (MLA)</translation>
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
            <translation>无</translation>
        </message>
        <message>
            <source>selective</source>
            <translation>选择性</translation>
        </message>
        <message>
            <source>full</source>
            <translation>完全</translation>
        </message>
        <message>
            <source>rail-optimized</source>
            <translation>轨道优化</translation>
        </message>
        <message>
            <source>leaf-spine</source>
            <translation>leaf-spine</translation>
        </message>
        <message>
            <source>3-tier fat-tree</source>
            <translation>三层 fat-tree</translation>
        </message>
        <message>
            <source>go-back-N</source>
            <translation>go-back-N</translation>
        </message>
        <message>
            <source>selective repeat</source>
            <translation>选择性重传</translation>
        </message>
        <message>
            <source>adaptive routing</source>
            <translation>自适应路由</translation>
        </message>
        <message>
            <source>static ECMP</source>
            <translation>静态 ECMP</translation>
        </message>
        <message>
            <source>auto (fastest)</source>
            <translation>自动（最快）</translation>
        </message>
        <message>
            <source>communication-bound</source>
            <translation>通信受限</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>均衡</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>计算受限</translation>
        </message>
        <message>
            <source>Shortest predicted job time</source>
            <translation>预测作业时间最短</translation>
        </message>
        <message>
            <source>Lowest total cost</source>
            <translation>总成本最低</translation>
        </message>
        <message>
            <source>Lowest cost per trained token</source>
            <translation>每训练 token 成本最低</translation>
        </message>
        <message>
            <source>scale-out bandwidth +10 %</source>
            <translation>横向扩展带宽 +10 %</translation>
        </message>
        <message>
            <source>+1 µs per switch hop</source>
            <translation>每交换机跳 +1 µs</translation>
        </message>
        <message>
            <source>0.01 % packet loss</source>
            <translation>0.01 % 丢包</translation>
        </message>
        <message>
            <source>0.1 % packet loss</source>
            <translation>0.1 % 丢包</translation>
        </message>
        <message>
            <source>1 % packet loss</source>
            <translation>1 % 丢包</translation>
        </message>
        <message>
            <source>one GPU 15 % slower</source>
            <translation>一个 GPU 慢 15 %</translation>
        </message>
        <message>
            <source>step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>model TFLOP/s per GPU</source>
            <translation>每 GPU 模型 TFLOP/s</translation>
        </message>
        <message>
            <source>hardware TFLOP/s per GPU</source>
            <translation>每 GPU 硬件 TFLOP/s</translation>
        </message>
        <message>
            <source>tokens/s per GPU</source>
            <translation>每 GPU tokens/s</translation>
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
            <translation>预测作业时间</translation>
        </message>
        <message>
            <source>JCT (predicted)</source>
            <translation>JCT（预测）</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of the training steps with checkpoints and failures.</source>
            <translation>启动 + 训练步在含检查点和故障时的 Daly 期望总时间。</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>理论最小值</translation>
        </message>
        <message>
            <source>JCT minimum</source>
            <translation>JCT 最小值</translation>
        </message>
        <message>
            <source>Steps × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>步数 × 每步的纯计算：无通信、气泡、重计算、慢节点、检查点或故障。</translation>
        </message>
        <message>
            <source>Failure-free training time</source>
            <translation>无故障训练时间</translation>
        </message>
        <message>
            <source>Training time</source>
            <translation>训练时间</translation>
        </message>
        <message>
            <source>Steps × step time, no checkpoints or failures.</source>
            <translation>步数 × 步时间，不含检查点或故障。</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>效率</translation>
        </message>
        <message>
            <source>Theoretical minimum / predicted. Below 70 %: communication-bound; above 85 %: compute-bound.</source>
            <translation>理论最小值 / 预测值。低于 70 %：通信受限；高于 85 %：计算受限。</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>结论</translation>
        </message>
        <message>
            <source>Below 70 % of the theoretical minimum: communication-bound; above 85 %: compute-bound.</source>
            <translation>低于理论最小值的 70 %：通信受限；高于 85 %：计算受限。</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>训练步数</translation>
        </message>
        <message>
            <source>Steps</source>
            <translation>步数</translation>
        </message>
        <message>
            <source>S = ceil(tokens / (B·s)).</source>
            <translation>S = ceil(token / (B·s))。</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Throughput per GPU</source>
            <translation>每 GPU 吞吐量</translation>
        </message>
        <message>
            <source>Model FLOPs (no recomputation) per step / (N × step time).</source>
            <translation>每步模型 FLOPs（不含重计算）/ (N × 步时间)。</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Training tokens per GPU</source>
            <translation>每 GPU 训练 token</translation>
        </message>
        <message>
            <source>Tokens/s per GPU</source>
            <translation>每 GPU tokens/s</translation>
        </message>
        <message>
            <source>Tokens per GPU</source>
            <translation>每 GPU token</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N).</source>
            <translation>每 GPU 每秒训练 token 数：B·s / (步时间 × N)。</translation>
        </message>
        <message>
            <source>HFU</source>
            <translation>HFU</translation>
        </message>
        <message>
            <source>GEMM efficiency</source>
            <translation>GEMM 效率</translation>
        </message>
        <message>
            <source>The achieved fraction of peak in a dense layer's GEMMs, FLOP-weighted.</source>
            <translation>稠密层 GEMM 达到的峰值比例，按 FLOPs 加权。</translation>
        </message>
        <message>
            <source>GPU utilization (compute share of a step)</source>
            <translation>GPU 利用率（一步中计算的占比）</translation>
        </message>
        <message>
            <source>GPU utilization</source>
            <translation>GPU 利用率</translation>
        </message>
        <message>
            <source>(Compute + recompute) / step time.</source>
            <translation>(计算 + 重计算) / 步时间。</translation>
        </message>
        <message>
            <source>Model FLOPs per step</source>
            <translation>每步模型 FLOPs</translation>
        </message>
        <message>
            <source>Model FLOPs</source>
            <translation>模型 FLOPs</translation>
        </message>
        <message>
            <source>3 × forward × B·s.</source>
            <translation>3 × 前向 × B·s。</translation>
        </message>
        <message>
            <source>Hardware FLOPs per step</source>
            <translation>每步硬件 FLOPs</translation>
        </message>
        <message>
            <source>Hardware FLOPs</source>
            <translation>硬件 FLOPs</translation>
        </message>
        <message>
            <source>Model FLOPs and recomputation.</source>
            <translation>模型 FLOPs 加上重计算。</translation>
        </message>
        <message>
            <source>Overlap ratio</source>
            <translation>重叠比</translation>
        </message>
        <message>
            <source>Overlap</source>
            <translation>重叠</translation>
        </message>
        <message>
            <source>(Hidden − exposed communication) / step time; below 0 the network sets the pace.</source>
            <translation>(隐藏 − 暴露的通信) / 步时间；低于 0 时由网络决定节奏。</translation>
        </message>
        <message>
            <source>Memory per GPU</source>
            <translation>每 GPU 显存</translation>
        </message>
        <message>
            <source>Weights, gradients, optimizer state, activations and buffers of the most loaded stage.</source>
            <translation>负载最重阶段的权重、梯度、优化器状态、激活和缓冲区。</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>总成本</translation>
        </message>
        <message>
            <source>GPU-hours × price + energy.</source>
            <translation>GPU 小时 × 价格 + 能耗。</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>GPU 成本</translation>
        </message>
        <message>
            <source>GPU-hours × price per GPU-hour.</source>
            <translation>GPU 小时 × 每 GPU 小时价格。</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>能耗成本</translation>
        </message>
        <message>
            <source>Energy × price per kWh.</source>
            <translation>能耗 × 每 kWh 价格。</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>能耗</translation>
        </message>
        <message>
            <source>N × power × PUE × JCT.</source>
            <translation>N × 功耗 × PUE × JCT。</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU 小时</translation>
        </message>
        <message>
            <source>N × JCT.</source>
            <translation>N × JCT。</translation>
        </message>
        <message>
            <source>Idle cost</source>
            <translation>空闲成本</translation>
        </message>
        <message>
            <source>N × price × (predicted − theoretical minimum).</source>
            <translation>N × 价格 × (预测 − 理论最小值)。</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>空闲一分钟的成本</translation>
        </message>
        <message>
            <source>Idle minute cost</source>
            <translation>空闲每分钟成本</translation>
        </message>
        <message>
            <source>N × price / 60. Idle cost = N × price × (predicted − theoretical minimum).</source>
            <translation>N × 价格 / 60。空闲成本 = N × 价格 × (预测 − 理论最小值)。</translation>
        </message>
        <message>
            <source>Cost of an idle second</source>
            <translation>空闲一秒的成本</translation>
        </message>
        <message>
            <source>Idle second cost</source>
            <translation>空闲每秒成本</translation>
        </message>
        <message>
            <source>N × price / 3,600: what every second the whole cluster waits costs.</source>
            <translation>N × 价格 / 3,600：整个集群每等待一秒的花费。</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>每百万 token 成本</translation>
        </message>
        <message>
            <source>Cost per M tokens</source>
            <translation>每百万 token 成本</translation>
        </message>
        <message>
            <source>Total cost / tokens × 10⁶.</source>
            <translation>总成本 / token × 10⁶。</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>检查点开销</translation>
        </message>
        <message>
            <source>Training time × δ / τ: the time checkpoints stall training.</source>
            <translation>训练时间 × δ / τ：检查点使训练停顿的时间。</translation>
        </message>
        <message>
            <source>Checkpoint overhead (share of training)</source>
            <translation>检查点开销（占训练比例）</translation>
        </message>
        <message>
            <source>Checkpoint overhead / failure-free training time.</source>
            <translation>检查点开销 / 无故障训练时间。</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>检查点间隔</translation>
        </message>
        <message>
            <source>The plan's interval, or Daly's optimum.</source>
            <translation>计划的间隔，或 Daly 最优值。</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>检查点大小</translation>
        </message>
        <message>
            <source>Parameters × (weight bytes + 12 B of optimizer state).</source>
            <translation>参数量 × (权重字节 + 12 B 优化器状态)。</translation>
        </message>
        <message>
            <source>Young's optimal interval</source>
            <translation>Young 最优间隔</translation>
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
            <translation>Daly 最优间隔</translation>
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
            <translation>检查点停顿</translation>
        </message>
        <message>
            <source>δ: the write time, or async max(copy to host, flush to storage).</source>
            <translation>δ：写入时间，异步时为 max(复制到主机, 刷写到存储)。</translation>
        </message>
        <message>
            <source>Checkpoint copy to host</source>
            <translation>检查点复制到主机</translation>
        </message>
        <message>
            <source>Checkpoint copy</source>
            <translation>检查点复制</translation>
        </message>
        <message>
            <source>Async: this GPU's shard / host copy bandwidth.</source>
            <translation>异步：此 GPU 的分片 / 主机复制带宽。</translation>
        </message>
        <message>
            <source>Final checkpoint</source>
            <translation>最终检查点</translation>
        </message>
        <message>
            <source>The job ends when its last checkpoint is on storage: one more δ.</source>
            <translation>作业在最后一个检查点写入存储时结束：再加一个 δ。</translation>
        </message>
        <message>
            <source>Checkpoint write</source>
            <translation>检查点写入</translation>
        </message>
        <message>
            <source>Size / write bandwidth.</source>
            <translation>大小 / 写入带宽。</translation>
        </message>
        <message>
            <source>Checkpoint flush</source>
            <translation>检查点刷写</translation>
        </message>
        <message>
            <source>Async: size / flush bandwidth, behind training.</source>
            <translation>异步：大小 / 刷写带宽，与训练并行，在后台进行。</translation>
        </message>
        <message>
            <source>Failure overhead</source>
            <translation>故障开销</translation>
        </message>
        <message>
            <source>Lost work and recovery over the job (Daly 2006).</source>
            <translation>整个作业的损失工作和恢复（Daly 2006）。</translation>
        </message>
        <message>
            <source>Failure overhead (share of training)</source>
            <translation>故障开销（占训练比例）</translation>
        </message>
        <message>
            <source>Failure overhead / failure-free training time.</source>
            <translation>故障开销 / 无故障训练时间。</translation>
        </message>
        <message>
            <source>Expected failures</source>
            <translation>预期故障数</translation>
        </message>
        <message>
            <source>Expected wall time / job MTBF.</source>
            <translation>期望总时间 / 作业 MTBF。</translation>
        </message>
        <message>
            <source>Job MTBF</source>
            <translation>作业 MTBF</translation>
        </message>
        <message>
            <source>M = 1/λ, λ = N/MTBF_gpu + nodes/MTBF_node + switches/MTBF_switch + software.</source>
            <translation>M = 1/λ，λ = N/MTBF_gpu + 节点/MTBF_node + 交换机/MTBF_switch + 软件。</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>每次故障的恢复</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>恢复</translation>
        </message>
        <message>
            <source>Drain + provisioning + checkpoint download + re-initialisation + rollback past a corrupt checkpoint.</source>
            <translation>排空 + 置备 + 检查点下载 + 重新初始化 + 越过损坏检查点的回退。</translation>
        </message>
        <message>
            <source>Lost work per failure</source>
            <translation>每次故障损失的工作</translation>
        </message>
        <message>
            <source>Lost work</source>
            <translation>损失的工作</translation>
        </message>
        <message>
            <source>Failure overhead / expected failures − recovery: the work since the last checkpoint, ≈ (τ + δ)/2.</source>
            <translation>故障开销 / 预期故障数 − 恢复：自上个检查点以来的工作，≈ (τ + δ)/2。</translation>
        </message>
        <message>
            <source>Goodput (effective training time ratio)</source>
            <translation>Goodput（有效训练时间比）</translation>
        </message>
        <message>
            <source>Goodput</source>
            <translation>Goodput</translation>
        </message>
        <message>
            <source>Training steps / predicted job time: what checkpoints, failures, validation and the serial start leave.</source>
            <translation>训练步时间 / 预测作业时间：检查点、故障、验证和串行启动之外剩下的部分。</translation>
        </message>
        <message>
            <source>Serial part (startup, staging)</source>
            <translation>串行部分（启动、预置）</translation>
        </message>
        <message>
            <source>Serial part</source>
            <translation>串行部分</translation>
        </message>
        <message>
            <source>Startup + data staged / storage read rate: more GPUs do not shorten it.</source>
            <translation>启动 + 预置数据 / 存储读取速率：增加 GPU 不会缩短它。</translation>
        </message>
        <message>
            <source>Serial fraction (Amdahl)</source>
            <translation>串行比例 (Amdahl)</translation>
        </message>
        <message>
            <source>Serial fraction</source>
            <translation>串行比例</translation>
        </message>
        <message>
            <source>Serial part / predicted job time: more GPUs speed the job up by at most 1 / this.</source>
            <translation>串行部分 / 预测作业时间：增加 GPU 最多使作业加速 1 / 此值 倍。</translation>
        </message>
        <message>
            <source>Validation</source>
            <translation>验证</translation>
        </message>
        <message>
            <source>floor(S / N) passes × batches × (m + (p − 1)/v) forward slots.</source>
            <translation>floor(S / N) 次 × 批次数 × (m + (p − 1)/v) 个前向时隙。</translation>
        </message>
        <message>
            <source>Storage stall per step</source>
            <translation>每步存储停顿</translation>
        </message>
        <message>
            <source>Storage stall</source>
            <translation>存储停顿</translation>
        </message>
        <message>
            <source>max(0, bytes per step / storage uplinks − the step without it).</source>
            <translation>max(0, 每步字节数 / 存储上行链路 − 不含它的步时间)。</translation>
        </message>
        <message>
            <source>Sync wall (least JCT at this global batch)</source>
            <translation>Sync wall（此全局批量下 JCT 最小）</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch stays fixed.</source>
            <translation>全局批量固定时预测作业时间最短的 GPU 数量。</translation>
        </message>
        <message>
            <source>Data-parallel size at the sync wall</source>
            <translation>sync wall 处的数据并行规模</translation>
        </message>
        <message>
            <source>Wall dp</source>
            <translation>wall 处 dp</translation>
        </message>
        <message>
            <source>Predicted JCT at the sync wall</source>
            <translation>sync wall 处的预测 JCT</translation>
        </message>
        <message>
            <source>JCT at the wall</source>
            <translation>wall 处 JCT</translation>
        </message>
        <message>
            <source>Knee (scaling efficiency at or above the threshold)</source>
            <translation>拐点（扩展效率不低于阈值）</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>拐点</translation>
        </message>
        <message>
            <source>The largest GPU count up to which every valid count keeps a scaling efficiency E = (T(N₀)/T(N)) / (N/N₀) at or above the threshold, N₀ the smallest count that fits, T the predicted job time, the global batch fixed.</source>
            <translation>最大的 GPU 数量，在它之前每个有效数量的扩展效率 E = (T(N₀)/T(N)) / (N/N₀) 都不低于阈值；N₀ 为能放下的最小数量，T 为预测作业时间，全局批量固定。</translation>
        </message>
        <message>
            <source>Scaling efficiency at the knee</source>
            <translation>拐点处的扩展效率</translation>
        </message>
        <message>
            <source>Knee efficiency</source>
            <translation>拐点效率</translation>
        </message>
        <message>
            <source>Knee threshold (scaling efficiency)</source>
            <translation>拐点阈值（扩展效率）</translation>
        </message>
        <message>
            <source>Knee threshold</source>
            <translation>拐点阈值</translation>
        </message>
        <message>
            <source>First count below the knee threshold</source>
            <translation>首个低于拐点阈值的数量</translation>
        </message>
        <message>
            <source>Below the knee</source>
            <translation>拐点以下</translation>
        </message>
        <message>
            <source>Scaling efficiency there</source>
            <translation>该处的扩展效率</translation>
        </message>
        <message>
            <source>Efficiency below the knee</source>
            <translation>拐点以下的效率</translation>
        </message>
        <message>
            <source>Scaling efficiency reference (smallest count that fits)</source>
            <translation>扩展效率基准（能放下的最小数量）</translation>
        </message>
        <message>
            <source>Efficiency reference</source>
            <translation>效率基准</translation>
        </message>
        <message>
            <source>Batch limit (dp = B/b, one micro-batch per rank)</source>
            <translation>批量上限（dp = B/b，每 rank 一个微批次）</translation>
        </message>
        <message>
            <source>Batch limit</source>
            <translation>批量上限</translation>
        </message>
        <message>
            <source>Valid GPU counts evaluated for the sync wall</source>
            <translation>为 sync wall 评估的有效 GPU 数量</translation>
        </message>
        <message>
            <source>Counts evaluated</source>
            <translation>已评估数量</translation>
        </message>
        <message>
            <source>Marginal limit</source>
            <translation>边际上限</translation>
        </message>
        <message>
            <source>The last valid GPU count before going to the next valid count returns under half of linear speed-up (kept for scripts; the knee replaces it).</source>
            <translation>在转到下一个有效数量所得加速不足线性加速一半之前的最后一个有效 GPU 数量（为脚本保留；由拐点取代）。</translation>
        </message>
        <message>
            <source>minimum %1</source>
            <translation>最小 %1</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of S = %1 steps of %2, with checkpoints and failures. The minimum is S × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>启动 + S = %1 步（每步 %2）在含检查点和故障时的 Daly 期望总时间。最小值为 S × 每步纯计算：无通信、气泡、重计算、慢节点、检查点或故障。</translation>
        </message>
        <message>
            <source>%1 TFLOP/s per GPU</source>
            <translation>每 GPU %1 TFLOP/s</translation>
        </message>
        <message>
            <source>of %1 usable</source>
            <translation>可用 %1</translation>
        </message>
        <message>
            <source>%1. Usable = %2 HBM less %3 for the CUDA context, NCCL and libraries.</source>
            <translation>%1。可用 = %2 HBM 减去 CUDA 上下文、NCCL 和库占用的 %3。</translation>
        </message>
        <message>
            <source>%1 per million tokens</source>
            <translation>每百万 token %1</translation>
        </message>
        <message>
            <source>GPU-hours × price (%1) + energy (%2: N × power × PUE × JCT × price per kWh).</source>
            <translation>GPU 小时 × 价格 (%1) + 能耗 (%2：N × 功耗 × PUE × JCT × 每 kWh 价格)。</translation>
        </message>
        <message>
            <source>%1/s · idle in all: %2</source>
            <translation>%1/s · 空闲合计 %2</translation>
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
            <translation>一小时</translation>
        </message>
        <message>
            <source>%1 hours</source>
            <translation>%1 小时</translation>
        </message>
        <message>
            <source>a minute</source>
            <translation>一分钟</translation>
        </message>
        <message>
            <source>%1 minutes</source>
            <translation>%1 分钟</translation>
        </message>
        <message>
            <source>Effective training time ratio: %1 of training steps in a predicted %2. Checkpoints take %3, failures %4 (lost work %5 and recovery %6 per failure), validation %7, the serial start %8; more GPUs speed the job up by at most %9×.</source>
            <translation>有效训练时间比：在预测的 %2 中训练步占 %1。检查点占 %3，故障 %4（每次故障损失工作 %5、恢复 %6），验证 %7，串行启动 %8；增加 GPU 最多使作业加速 %9×。</translation>
        </message>
        <message>
            <source>no failures modelled, goodput %1</source>
            <translation>未建模故障，goodput %1</translation>
        </message>
        <message>
            <source>MTBF %1 · goodput %2</source>
            <translation>MTBF %1 · goodput %2</translation>
        </message>
        <message>
            <source>T_wall / M, with M = 1/λ and λ = N/MTBF_gpu + NICs/MTBF_nic + … (Daly 2006). Checkpoints add %1.</source>
            <translation>T_wall / M，其中 M = 1/λ，λ = N/MTBF_gpu + NIC 数/MTBF_nic + …（Daly 2006）。检查点增加 %1。</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source> The plan's job MTBF overrides the per-component MTBFs.</source>
            <translation> 计划中的作业 MTBF 覆盖各组件 MTBF。</translation>
        </message>
        <message>
            <source> By source: %1.</source>
            <translation> 按来源：%1。</translation>
        </message>
        <message>
            <source> Recovery %1 = %2; lost work %3 per failure; failures add %4 to training. </source>
            <translation> 恢复 %1 = %2；每次故障损失工作 %3；故障使训练增加 %4。</translation>
        </message>
        <message>
            <source>this plan: %1 GPUs</source>
            <translation>此计划：%1 个 GPU</translation>
        </message>
        <message>
            <source> Knee: %1.</source>
            <translation> 拐点：%1。</translation>
        </message>
        <message>
            <source> This plan: %1 GPUs.</source>
            <translation> 此计划：%1 个 GPU。</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 个 GPU</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>%1 tokens/s</source>
            <translation>%1 tokens/s</translation>
        </message>
        <message>
            <source>weights %1, gradients %2, optimizer %3, activations %4, buffers %5, allocator fragmentation %6</source>
            <translation>权重 %1，梯度 %2，优化器 %3，激活 %4，缓冲区 %5，分配器碎片 %6</translation>
        </message>
        <message>
            <source>; %1 of activations offloaded to host memory</source>
            <translation>；%1 的激活卸载到主机内存</translation>
        </message>
        <message>
            <source>%1 &gt; %2</source>
            <translation>%1 &gt; %2</translation>
        </message>
        <message>
            <source>does not fit: %1 over</source>
            <translation>放不下：超出 %1</translation>
        </message>
        <message>
            <source>never finishes</source>
            <translation>永远无法完成</translation>
        </message>
        <message>
            <source>failures outpace progress</source>
            <translation>故障快于进度</translation>
        </message>
        <message>
            <source>%1 GPUs ∤ %2</source>
            <translation>%1 个 GPU ∤ %2</translation>
        </message>
        <message>
            <source>GPUs not a multiple of tp·pp·cp</source>
            <translation>GPU 数不是 tp·pp·cp 的倍数</translation>
        </message>
        <message>
            <source>tp %1 ∤ %2 heads</source>
            <translation>tp %1 ∤ %2 个头</translation>
        </message>
        <message>
            <source>tp must divide the heads</source>
            <translation>tp 必须整除头数</translation>
        </message>
        <message>
            <source>%1 layers ∤ %2 stages</source>
            <translation>%1 层 ∤ %2 个阶段</translation>
        </message>
        <message>
            <source>layers must split over pp·vpp</source>
            <translation>层数必须能分到 pp·vpp 上</translation>
        </message>
        <message>
            <source>vpp %1 with pp 1</source>
            <translation>vpp %1 但 pp 为 1</translation>
        </message>
        <message>
            <source>virtual stages need pp &gt; 1</source>
            <translation>虚拟阶段需要 pp &gt; 1</translation>
        </message>
        <message>
            <source>%1 micro-batches &lt; pp %2</source>
            <translation>%1 个微批次 &lt; pp %2</translation>
        </message>
        <message>
            <source>vpp &gt; 1 needs pp micro-batches per step</source>
            <translation>vpp &gt; 1 需要每步 pp 个微批次</translation>
        </message>
        <message>
            <source>batch %1 ∤ %2</source>
            <translation>批量 %1 ∤ %2</translation>
        </message>
        <message>
            <source>global batch not a multiple of micro-batch·dp</source>
            <translation>全局批量不是 微批次·dp 的倍数</translation>
        </message>
        <message>
            <source>sequence %1 ∤ %2</source>
            <translation>序列 %1 ∤ %2</translation>
        </message>
        <message>
            <source>sequence not a multiple of 2·cp</source>
            <translation>序列不是 2·cp 的倍数</translation>
        </message>
        <message>
            <source>ep·etp %1 ∤ %2</source>
            <translation>ep·etp %1 ∤ %2</translation>
        </message>
        <message>
            <source>expert parallelism does not divide</source>
            <translation>专家并行无法整除</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>布局</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) give the least predicted JCT with the global batch fixed, %3; every valid count evaluated (%4 data-parallel sizes that divide B/b = %5%6)</source>
            <translation>%1 个 GPU（dp %2）在全局批量固定时给出最短的预测 JCT，%3；已评估每个有效数量（%4 个整除 B/b = %5 的数据并行规模%6）</translation>
        </message>
        <message>
            <source> and leave each rank pp micro-batches</source>
            <translation> 且每个 rank 留有 pp 个微批次</translation>
        </message>
        <message>
            <source>. Interleaving ends the curve there (vpp &gt; 1 needs at least pp micro-batches per rank: dp ≤ B/(b·pp)): JCT still falls at the last count, so the wall is the schedule's, not the network's</source>
            <translation>。交错调度在此处截断曲线（vpp &gt; 1 要求每个 rank 至少 pp 个微批次：dp ≤ B/(b·pp)）：JCT 在最后一个数量处仍在下降，所以这个 wall 来自调度，而非网络</translation>
        </message>
        <message>
            <source>. The batch limit ends the curve there (dp = B/b, one micro-batch per rank): JCT still falls at the last count, so the wall is the batch's, not the network's</source>
            <translation>。批量上限在此处截断曲线（dp = B/b，每 rank 一个微批次）：JCT 在最后一个数量处仍在下降，所以这个 wall 来自批量，而非网络</translation>
        </message>
        <message>
            <source>scaling efficiency stays at or above %1 up to %2 GPUs (%3 there, against %4 GPUs)</source>
            <translation>扩展效率在 %2 个 GPU 以内保持不低于 %1（该处为 %3，相对 %4 个 GPU）</translation>
        </message>
        <message>
            <source>; interleaving (at least pp micro-batches per rank, dp %1) ends the curve before it falls below %2</source>
            <translation>；交错调度（每 rank 至少 pp 个微批次，dp %1）在曲线降到 %2 以下之前截断</translation>
        </message>
        <message>
            <source>; the batch limit (dp = B/b = %1) ends the curve before it falls below %2</source>
            <translation>；批量上限（dp = B/b = %1）在曲线降到 %2 以下之前截断</translation>
        </message>
        <message>
            <source>; %1 GPUs give %2</source>
            <translation>；%1 个 GPU 为 %2</translation>
        </message>
        <message>
            <source>a %1 stall on this cluster costs %2</source>
            <translation>此集群上一次 %1 的停顿花费 %2</translation>
        </message>
        <message>
            <source>a %1 slowdown for %2 costs %3</source>
            <translation>持续 %2 的 %1 减速花费 %3</translation>
        </message>
        <message>
            <source>%1 a second, %2 an idle minute</source>
            <translation>每秒 %1，每空闲分钟 %2</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1：%2；%3</translation>
        </message>
        <message>
            <source>days</source>
            <translation>天</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>tokens/s</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU·h</translation>
        </message>
        <message>
            <source>count</source>
            <translation>次</translation>
        </message>
        <message>
            <source>step p50 %1 · p99 %2</source>
            <translation>步 p50 %1 · p99 %2</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N), on the mean step of %1. Over steps the step takes %2 at the median and %3 at the 99th percentile: the slowest of N ranks' jitter, microbursts, retransmission timeouts and PFC pauses vary from step to step. The job's time and cost are priced on the mean.</source>
            <translation>每 GPU 每秒训练 token 数：B·s / (步时间 × N)，基于平均步 %1。各步之间，步的中位数为 %2，第 99 百分位为 %3：N 个 rank 中最慢者的抖动、微突发、重传超时和 PFC 暂停逐步变化。作业的时间和成本按平均值计价。</translation>
        </message>
        <message>
            <source>The sum of the step's parts (MODEL.md section 7): the mean over steps, on which the job is priced.</source>
            <translation>步各部分之和（MODEL.md 第 7 节）：各步的平均值，作业按其计价。</translation>
        </message>
        <message>
            <source>Step time, median</source>
            <translation>步时间，中位数</translation>
        </message>
        <message>
            <source>Step p50</source>
            <translation>步 p50</translation>
        </message>
        <message>
            <source>The median step over steps: fixed part + compute·max(slow, cv·X), X the slowest of N normal ranks, + Poisson counts of microbursts, timeouts and PFC pauses.</source>
            <translation>各步的中位步：固定部分 + 计算·max(慢, cv·X)，X 为 N 个正态 rank 中最慢者，+ 微突发、超时和 PFC 暂停的泊松次数。</translation>
        </message>
        <message>
            <source>Step time, 99th percentile</source>
            <translation>步时间，第 99 百分位</translation>
        </message>
        <message>
            <source>Step p99</source>
            <translation>步 p99</translation>
        </message>
        <message>
            <source>One step in a hundred takes longer: the same distribution as the median, at 0.99.</source>
            <translation>百步中有一步更长：与中位数相同的分布，取 0.99。</translation>
        </message>
        <message>
            <source> What ends the scaling: %1.</source>
            <translation>扩展的终止原因：%1。</translation>
        </message>
        <message>
            <source>checkpoints and failures</source>
            <translation>检查点与故障</translation>
        </message>
        <message>
            <source>%1 from %2 to %3</source>
            <translation>%1 从 %2 增至 %3</translation>
        </message>
        <message>
            <source>from %1 to %2 GPUs, the share of the job time that grows most: %3</source>
            <translation>从 %1 到 %2 个 GPU，作业时间中占比增长最多的部分：%3</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>NICs</source>
            <translation>网卡</translation>
        </message>
        <message>
            <source>switches</source>
            <translation>交换机</translation>
        </message>
        <message>
            <source>optics</source>
            <translation>光模块</translation>
        </message>
        <message>
            <source>hosts</source>
            <translation>主机</translation>
        </message>
        <message>
            <source>software</source>
            <translation>软件</translation>
        </message>
        <message>
            <source>drain</source>
            <translation>排空</translation>
        </message>
        <message>
            <source>provisioning</source>
            <translation>置备</translation>
        </message>
        <message>
            <source>checkpoint download</source>
            <translation>检查点下载</translation>
        </message>
        <message>
            <source>communicator re-initialisation</source>
            <translation>通信器重新初始化</translation>
        </message>
        <message>
            <source>rollback past a corrupt checkpoint</source>
            <translation>回滚到损坏检查点之前</translation>
        </message>
        <message>
            <source>; the optimizer step holds %1 once activations are freed (with an fp32 gradient copy of %2)</source>
            <translation>；激活释放后，优化器步骤占用 %1（含 %2 的 fp32 梯度副本）</translation>
        </message>
        <message>
            <source>Model FLOPs per second / (N × dense 16-bit peak), in FP8 and FP4 plans too, as torchtitan counts (there it can pass 100 %). Model FLOPs = 3 × forward × B·s, without recomputation; HFU with it is %1.</source>
            <translation>每秒模型 FLOPs / (N × 16 位稠密峰值)，FP8 与 FP4 计划亦然，与 torchtitan 的算法相同（此时可超过 100 %）。模型 FLOPs = 3 × 前向 × B·s，不含重计算；含重计算的 HFU 为 %1。</translation>
        </message>
        <message>
            <source>Model FLOPs utilization: model FLOPs per second / (N × dense 16-bit peak).</source>
            <translation>模型 FLOPs 利用率：每秒模型 FLOPs / (N × 16 位稠密峰值)。</translation>
        </message>
        <message>
            <source>Hardware FLOPs utilization: hardware FLOPs (with recomputation) per second / (N × dense 16-bit peak).</source>
            <translation>硬件 FLOPs 利用率：每秒硬件 FLOPs（含重计算）/ (N × 16 位稠密峰值)。</translation>
        </message>
        <message>
            <source>of BF16 peak · %1 TFLOP/s per GPU</source>
            <translation>相对 BF16 峰值 · 每 GPU %1 TFLOP/s</translation>
        </message>
        <message>
            <source>knee (≥ %1): %2 GPUs</source>
            <translation>拐点 (≥ %1)：%2 GPU</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch (%1) stays fixed, over every data-parallel size that divides B/b.</source>
            <translation>全局批量（%1）固定时，在所有整除 B/b 的数据并行规模中预测作业时间最短的 GPU 数量。</translation>
        </message>
    </context>
    <context>
        <name>MainMenus</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Reset to the default plan</source>
            <translation>重置为默认计划(&amp;R)</translation>
        </message>
        <message>
            <source>Reset to the default plan</source>
            <translation>重置为默认计划</translation>
        </message>
        <message>
            <source>GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>GPT-3 175B，1,024 个 H100，NDR 400 InfiniBand</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>示例(&amp;E)</translation>
        </message>
        <message>
            <source>Cannot open example</source>
            <translation>无法打开示例</translation>
        </message>
        <message>
            <source>&amp;Import nccl-tests log…</source>
            <translation>导入 nccl-tests 日志(&amp;I)…</translation>
        </message>
        <message>
            <source>Import nccl-tests log</source>
            <translation>导入 nccl-tests 日志</translation>
        </message>
        <message>
            <source>nccl-tests logs (*.txt *.log *.out);;All files (*)</source>
            <translation>nccl-tests 日志 (*.txt *.log *.out);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Fit α and bandwidth to an nccl-tests log and apply them to the plan</source>
            <translation>用 nccl-tests 日志拟合 α 和带宽并应用到计划</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>Close the window (asks to save unsaved changes)</source>
            <translation>关闭窗口（会询问是否保存未保存的更改）</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Compare interconnects on the sync-wall chart</source>
            <translation>在 sync wall 图上比较互连(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Numbers in the system's format (%1)</source>
            <translation>按系统格式显示数字（%1）(&amp;N)</translation>
        </message>
        <message>
            <source>Show and read numbers as the system's locale writes them; off, every number reads 1,234.5 (a typed "," is still a decimal mark where it cannot group digits)</source>
            <translation>按系统区域设置的写法显示和读取数字；关闭时所有数字写作 1,234.5（在不能作为千位分组的位置，键入的“,”仍作小数点）</translation>
        </message>
        <message>
            <source>Sync-wall &amp;knee threshold…</source>
            <translation>sync wall 拐点阈值(&amp;K)…</translation>
        </message>
        <message>
            <source>The scaling efficiency the knee keeps: the largest GPU count up to which every valid count stays at or above it (70 % by default)</source>
            <translation>拐点保持的扩展效率：在它之前每个有效数量都不低于此值的最大 GPU 数量（默认 70 %）</translation>
        </message>
        <message>
            <source>&amp;High-contrast colours</source>
            <translation>高对比度颜色(&amp;H)</translation>
        </message>
        <message>
            <source>Black text and lines on white in the whole window, the tiles, the banners and the charts; thicker chart lines (kept between runs)</source>
            <translation>整个窗口、磁贴、横幅和图表均为白底黑字黑线；图表线条更粗（下次启动保留）</translation>
        </message>
        <message>
            <source>&amp;Presentation mode</source>
            <translation>演示模式(&amp;P)</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>退出演示模式</translation>
        </message>
        <message>
            <source>Capacity &amp;questions…</source>
            <translation>容量问题(&amp;Q)…</translation>
        </message>
        <message>
            <source>Fewest GPUs for a deadline, least cost per token, deadline check</source>
            <translation>满足截止时间的最少 GPU、每 token 最低成本、截止检查</translation>
        </message>
        <message>
            <source>&amp;Pin current plan as A</source>
            <translation>将当前计划固定为 A(&amp;P)</translation>
        </message>
        <message>
            <source>Freeze this plan as A and keep editing B; every chart overlays A</source>
            <translation>把此计划冻结为 A 并继续编辑 B；每个图表都叠加显示 A</translation>
        </message>
        <message>
            <source>Open plan as &amp;A…</source>
            <translation>作为 A 打开计划(&amp;A)…</translation>
        </message>
        <message>
            <source>Open plan as A</source>
            <translation>作为 A 打开计划</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>JCT 计划 (*.jctplan *.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Cannot open plan as A</source>
            <translation>无法作为 A 打开计划</translation>
        </message>
        <message>
            <source>C&amp;lear A</source>
            <translation>清除 A(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>工具(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Find best layout…</source>
            <translation>查找最佳布局(&amp;F)…</translation>
        </message>
        <message>
            <source>Search every parallel layout for the fastest or cheapest plan</source>
            <translation>搜索所有并行布局，找出最快或最便宜的计划</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About JCT Planner</source>
            <translation>关于 JCT Planner(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>The language of the window, the report and its charts; numbers keep their format</source>
            <translation>窗口、报告及其图表的语言；数字保持原有格式</translation>
        </message>
        <message>
            <source>&amp;System (%1)</source>
            <translation>系统（%1）(&amp;S)</translation>
        </message>
        <message>
            <source>Copy &amp;summary</source>
            <translation>复制摘要(&amp;S)</translation>
        </message>
        <message>
            <source>The plan's name, job time, cost, step time and its parts, memory and sync wall, as plain text and Markdown</source>
            <translation>计划名称、作业时间、成本、步时间及其组成、显存和 sync wall，以纯文本和 Markdown 格式</translation>
        </message>
        <message>
            <source>Full screen with only the summary and one chart at a time, in large high-contrast text (← / → move between the charts; F5 or Esc to leave)</source>
            <translation>全屏，仅显示摘要和一次一张图表，大号高对比度文字（← / → 切换图表；F5 或 Esc 退出）</translation>
        </message>
        <message>
            <source>Next chart</source>
            <translation>下一张图表</translation>
        </message>
        <message>
            <source>Previous chart</source>
            <translation>上一张图表</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>手册(&amp;M)</translation>
        </message>
        <message>
            <source>What each tile and chart means, the glossary and the model's formulas with sources</source>
            <translation>每个磁贴和图表的含义、术语表以及带出处的模型公式</translation>
        </message>
    </context>
    <context>
        <name>NcclFit</name>
        <message>
            <source>%1, %2: measured against the fit</source>
            <translation>%1，%2：实测与拟合对比</translation>
        </message>
        <message>
            <source>α not determined</source>
            <translation>α 未确定</translation>
        </message>
        <message>
            <source>bandwidth not determined</source>
            <translation>带宽未确定</translation>
        </message>
        <message>
            <source>fit: %1</source>
            <translation>拟合：%1</translation>
        </message>
        <message>
            <source>latency</source>
            <translation>延迟</translation>
        </message>
        <message>
            <source>transition</source>
            <translation>过渡</translation>
        </message>
        <message>
            <source>plateau</source>
            <translation>平台</translation>
        </message>
        <message>
            <source>left out</source>
            <translation>剔除</translation>
        </message>
        <message>
            <source>a call of 0 bytes returns before any communication</source>
            <translation>0 字节的调用在任何通信之前就返回</translation>
        </message>
        <message>
            <source>%1 is %2 off the median of its size's measurements (%3)</source>
            <translation>%1 偏离该尺寸测量中位数 %2（%3）</translation>
        </message>
        <message>
            <source>%1 among the small messages is %2× their floor of %3</source>
            <translation>%1 在小消息中是其下限 %3 的 %2 倍</translation>
        </message>
        <message>
            <source>busbw %1 is above the plateau's %2</source>
            <translation>busbw %1 高于平台的 %2</translation>
        </message>
        <message>
            <source>busbw %1 dips %2 below the plateau's %3 at a size past where it starts</source>
            <translation>busbw %1 在平台起点之后的尺寸上比平台的 %3 低 %2</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>每次调用 %1</translation>
        </message>
        <message>
            <source>not determined by this log (the plateau's line passes below zero at the small messages)</source>
            <translation>此日志无法确定（平台的直线在小消息处低于零）</translation>
        </message>
        <message>
            <source>not determined by this log (its largest message, %1, takes %2: still latency-bound, no bandwidth plateau)</source>
            <translation>此日志无法确定（最大消息 %1 耗时 %2：仍受延迟限制，没有带宽平台）</translation>
        </message>
        <message>
            <source>busbw %1 (algbw %2) on the plateau%3</source>
            <translation>平台上 busbw %1（algbw %2）%3</translation>
        </message>
        <message>
            <source>, assuming α ≪ the one size's time</source>
            <translation>，假设 α ≪ 该单一尺寸的时间</translation>
        </message>
        <message>
            <source>every row has the same message size, so α cannot be separated from the bandwidth: the bandwidth is size / time, α is not determined</source>
            <translation>每行消息尺寸相同，α 无法与带宽分离：带宽为尺寸 / 时间，α 未确定</translation>
        </message>
        <message>
            <source>%1 row(s) report wrong results (#wrong / error not 0); their timings are used but the run may be broken</source>
            <translation>%1 行报告结果错误（#wrong / error 不为 0）；仍使用其耗时，但这次运行可能有问题</translation>
        </message>
        <message>
            <source>the log's algbw is %1 × size/time (an older nccl-tests convention); the fitted bandwidths follow the log's convention</source>
            <translation>日志的 algbw 为 %1 × 尺寸/时间（nccl-tests 的旧约定）；拟合带宽沿用日志的约定</translation>
        </message>
        <message>
            <source>the log does not name its test; "%1" was inferred from its columns</source>
            <translation>日志未注明测试名；从其列推断为“%1”</translation>
        </message>
        <message>
            <source>%1 point(s) between the small messages and the plateau (protocol transitions) are shown against the fit but do not pull it</source>
            <translation>小消息与平台之间的 %1 个点（协议过渡）与拟合一同显示，但不影响拟合</translation>
        </message>
        <message>
            <source>line %1 (%2, %3) left out: %4</source>
            <translation>第 %1 行（%2，%3）已剔除：%4</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>原地</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>非原地</translation>
        </message>
        <message>
            <source>the log does not say how many ranks ran; α is taken as the latency of one step</source>
            <translation>日志未说明运行了多少个 rank；α 视为一步的延迟</translation>
        </message>
        <message>
            <source>fabric</source>
            <translation>网络</translation>
        </message>
        <message>
            <source>the logs do not determine a bandwidth: the plan's %1 efficiency is kept</source>
            <translation>日志无法确定带宽：保留计划的 %1 效率</translation>
        </message>
        <message>
            <source>protocol</source>
            <translation>协议</translation>
        </message>
        <message>
            <source>the logs do not determine α: the plan's %1 latency is kept</source>
            <translation>日志无法确定 α：保留计划的 %1 延迟</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds the GPU's NVLink bandwidth; efficiency capped at 1</source>
            <translation>拟合的 busbw 超过 GPU 的 NVLink 带宽；效率限制为 1</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds what the plan's NICs give at line rate for these ranks and hosts; protocol efficiency capped at 1</source>
            <translation>拟合的 busbw 超过计划网卡在这些 rank 和主机上的线速；协议效率限制为 1</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1：%2 → %3</translation>
        </message>
        <message>
            <source>NVLink efficiency</source>
            <translation>NVLink 效率</translation>
        </message>
        <message>
            <source>NVLink latency per step</source>
            <translation>每步 NVLink 延迟</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>inline, NVLink fitted</source>
            <translation>内联，NVLink 已拟合</translation>
        </message>
        <message>
            <source>protocol efficiency</source>
            <translation>协议效率</translation>
        </message>
        <message>
            <source>fabric latency</source>
            <translation>网络延迟</translation>
        </message>
        <message>
            <source>network</source>
            <translation>网络</translation>
        </message>
        <message>
            <source>inline, fitted</source>
            <translation>内联，已拟合</translation>
        </message>
        <message>
            <source>calibrated from: %1%2</source>
            <translation>校准来源：%1%2</translation>
        </message>
        <message>
            <source>ranks unknown</source>
            <translation>rank 数未知</translation>
        </message>
        <message>
            <source>%1 ranks</source>
            <translation>%1 个 rank</translation>
        </message>
        <message>
            <source> on %1 node</source>
            <translation>，%1 个节点</translation>
        </message>
        <message>
            <source> on %1 nodes</source>
            <translation>，%1 个节点</translation>
        </message>
        <message>
            <source>not determined by this log (one rank: its busbw is 0, nothing crosses a link)</source>
            <translation>此日志无法确定（仅一个 rank：其 busbw 为 0，没有数据经过链路）</translation>
        </message>
        <message>
            <source>the log ran on %1 but the plan's GPU is %2: the fitted figures describe the log's cluster</source>
            <translation>该日志在 %1 上测得，但计划的 GPU 是 %2：拟合值描述的是日志所在的集群</translation>
        </message>
        <message>
            <source>not determined by this log (no small messages flat in time over a %1× range of sizes: from its smallest, %2 in %3, the time grows with the size)</source>
            <translation>此日志无法确定（没有在 %1 倍尺寸范围内耗时平坦的小消息：从最小的 %2（%3）起，耗时随大小增长）</translation>
        </message>
    </context>
    <context>
        <name>NcclLog</name>
        <message>
            <source>line %1: %2</source>
            <translation>第 %1 行：%2</translation>
        </message>
        <message>
            <source>line %1: skipped, %2</source>
            <translation>第 %1 行：已跳过，%2</translation>
        </message>
        <message>
            <source>line %1: rank %2 is out of range (0 to %3); the device line is ignored</source>
            <translation>第 %1 行：rank %2 超出范围（0 到 %3）；忽略该设备行</translation>
        </message>
        <message>
            <source>line %1: nThread × nGpus = %2 is out of range (1 to %3); ignored</source>
            <translation>第 %1 行：nThread × nGpus = %2 超出范围（1 到 %3）；已忽略</translation>
        </message>
        <message>
            <source>line %1: nranks %2 is out of range (1 to %3); ignored</source>
            <translation>第 %1 行：nranks %2 超出范围（1 到 %3）；已忽略</translation>
        </message>
        <message>
            <source>not a measurement row: "%1"</source>
            <translation>不是测量行："%1"</translation>
        </message>
        <message>
            <source>more than %1 measurement rows (the cap on rows); split the log or keep the sizes you need</source>
            <translation>测量行超过 %1 行（行数上限）；请拆分日志或只保留需要的大小</translation>
        </message>
        <message>
            <source>truncated measurement row: a row needs size, count, type and %1 result fields (time, algbw, busbw, #wrong%2); found %3 fields in all</source>
            <translation>测量行被截断：一行需要 size、count、type 和 %1 个结果字段（time、algbw、busbw、#wrong%2）；共找到 %3 个字段</translation>
        </message>
        <message>
            <source>the size %1 B is out of range (0 to %2 B, 1 PiB)</source>
            <translation>大小 %1 B 超出范围（0 到 %2 B，1 PiB）</translation>
        </message>
        <message>
            <source>the element count %1 is out of range (0 to %2)</source>
            <translation>元素数 %1 超出范围（0 到 %2）</translation>
        </message>
        <message>
            <source>field 3 should name the data type (float, half, int8, …), got "%1"</source>
            <translation>第 3 个字段应为数据类型（float、half、int8 等），收到 "%1"</translation>
        </message>
        <message>
            <source>expected %1 or %2 result fields after the type (with redop and root, either or neither), found %3: a truncated or damaged row</source>
            <translation>类型之后应有 %1 或 %2 个结果字段（带 redop 和 root、只带其一或都不带），实际 %3 个：该行被截断或已损坏</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation (sum, prod, …), got "%2"</source>
            <translation>第 %1 个字段应为归约操作（sum、prod 等），收到 "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the root rank (a whole number), got "%2"</source>
            <translation>第 %1 个字段应为根 rank（整数），收到 "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation or the root rank, got "%2"</source>
            <translation>第 %1 个字段应为归约操作或根 rank，收到 "%2"</translation>
        </message>
        <message>
            <source>truncated measurement row: %1 fields where the header at line %2 has %3 result groups of %4 fields (field %5, "%6", is not the %7)</source>
            <translation>测量行被截断：%1 个字段，而第 %2 行的表头有 %3 组结果、每组 %4 个字段（第 %5 个字段 "%6" 不是 %7）</translation>
        </message>
        <message>
            <source>field %1 should be the %2 in %3, a number, got "%4"</source>
            <translation>第 %1 个字段应为以 %3 为单位的 %2（数字），收到 "%4"</translation>
        </message>
        <message>
            <source>the %1 in field %2, %3 %4, is out of range (0 to %5 %4)</source>
            <translation>第 %2 个字段的 %1（%3 %4）超出范围（0 到 %5 %4）</translation>
        </message>
        <message>
            <source>the time in field %1 is zero: a measured call cannot take no time</source>
            <translation>第 %1 个字段的时间为零：测得的调用不可能不花时间</translation>
        </message>
        <message>
            <source>field %1 should be the #wrong count or error (a number or N/A), got "%2"</source>
            <translation>第 %1 个字段应为 #wrong 计数或误差（数字或 N/A），收到 "%2"</translation>
        </message>
        <message>
            <source>field %1 should be a per-iteration figure (a number), got "%2"</source>
            <translation>第 %1 个字段应为每次迭代的数值（数字），收到 "%2"</translation>
        </message>
        <message>
            <source>no measurement rows found: expected lines like "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ..." as nccl-tests prints them</source>
            <translation>未找到测量行：应为 nccl-tests 输出的那种行，如 "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ..."</translation>
        </message>
        <message>
            <source>; %1 line(s) skipped, the first: %2</source>
            <translation>；已跳过 %1 行，第一行：%2</translation>
        </message>
        <message>
            <source>device lines</source>
            <translation>设备行</translation>
        </message>
        <message>
            <source>the header has device lines for %1 of ranks 0 to %2 (cut from the paste, or truncated by nccl-tests): %3 ranks, nodes unknown</source>
            <translation>表头只有 rank 0 到 %2 中 %1 个的设备行（粘贴时被截掉，或被 nccl-tests 截断）：%3 个 rank，节点数未知</translation>
        </message>
        <message>
            <source>nThread × nGpus (one process assumed)</source>
            <translation>nThread × nGpus（假定单个进程）</translation>
        </message>
        <message>
            <source>the line is longer than %1 bytes (the cap on one line); an nccl-tests log has no such line</source>
            <translation>该行超过 %1 字节（单行上限）；nccl-tests 日志不会有这样的行</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>无法打开：%1</translation>
        </message>
        <message>
            <source>cannot read: %1</source>
            <translation>无法读取：%1</translation>
        </message>
    </context>
    <context>
        <name>PlanAnalysis</name>
        <message>
            <source>wall: %1 GPUs</source>
            <translation>wall：%1 个 GPU</translation>
        </message>
        <message>
            <source>interleaving limit: dp = %1 (≥ pp micro-batches)</source>
            <translation>交错上限：dp = %1（≥ pp 个微批次）</translation>
        </message>
        <message>
            <source>batch limit: dp = B/b = %1</source>
            <translation>批量上限：dp = B/b = %1</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>计算</translation>
        </message>
        <message>
            <source>recompute</source>
            <translation>重计算</translation>
        </message>
        <message>
            <source>pipeline bubble</source>
            <translation>流水线气泡</translation>
        </message>
        <message>
            <source>bubble</source>
            <translation>气泡</translation>
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
            <translation>优化器</translation>
        </message>
        <message>
            <source>stragglers</source>
            <translation>慢节点</translation>
        </message>
        <message>
            <source>data stall</source>
            <translation>数据停顿</translation>
        </message>
        <message>
            <source>fixed step overhead</source>
            <translation>每步固定开销</translation>
        </message>
        <message>
            <source>overhead</source>
            <translation>开销</translation>
        </message>
        <message>
            <source>activation offload</source>
            <translation>激活卸载</translation>
        </message>
        <message>
            <source>offload</source>
            <translation>卸载</translation>
        </message>
        <message>
            <source>communication</source>
            <translation>通信</translation>
        </message>
        <message>
            <source>checkpoints</source>
            <translation>检查点</translation>
        </message>
        <message>
            <source>failures</source>
            <translation>故障</translation>
        </message>
        <message>
            <source>step overhead and offload</source>
            <translation>每步开销与卸载</translation>
        </message>
        <message>
            <source>validation</source>
            <translation>验证</translation>
        </message>
        <message>
            <source>startup and staging</source>
            <translation>启动与预置</translation>
        </message>
        <message>
            <source>startup</source>
            <translation>启动</translation>
        </message>
        <message>
            <source>knee (scaling ≥ %1): %2 GPUs</source>
            <translation>拐点（扩展效率 ≥ %1）：%2 个 GPU</translation>
        </message>
        <message>
            <source>wall and knee (scaling ≥ %1): %2 GPUs</source>
            <translation>wall 与拐点（扩展效率 ≥ %1）：%2 个 GPU</translation>
        </message>
    </context>
    <context>
        <name>PlanCaption</name>
        <message>
            <source>custom GPU</source>
            <translation>自定义 GPU</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>自定义网络</translation>
        </message>
        <message>
            <source>custom model</source>
            <translation>自定义模型</translation>
        </message>
        <message>
            <source>first %1</source>
            <translation>首段 %1</translation>
        </message>
        <message>
            <source>last %1</source>
            <translation>末段 %1</translation>
        </message>
        <message>
            <source>%1 layers</source>
            <translation>%1 层</translation>
        </message>
        <message>
            <source>%1 B tokens</source>
            <translation>%1 B token</translation>
        </message>
        <message>
            <source>%1 layers, near-even split</source>
            <translation>%1 层，近似均分</translation>
        </message>
    </context>
    <context>
        <name>PlanFix</name>
        <message>
            <source>full recompute</source>
            <translation>完全重计算</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>选择性重计算</translation>
        </message>
        <message>
            <source>flash attention on</source>
            <translation>开启 flash attention</translation>
        </message>
        <message>
            <source>sequence parallelism on</source>
            <translation>开启序列并行</translation>
        </message>
        <message>
            <source>ZeRO stage %1</source>
            <translation>ZeRO 阶段 %1</translation>
        </message>
        <message>
            <source>micro-batch %1</source>
            <translation>微批次 %1</translation>
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
            <translation>%1 个 GPU</translation>
        </message>
    </context>
    <context>
        <name>ProblemText</name>
        <message>
            <source>the expected job time, %1 days, is past the %2 days the planner reports</source>
            <translation>预期作业时间 %1 天，超过规划器报告的上限 %2 天</translation>
        </message>
        <message>
            <source>the expected job time is not finite</source>
            <translation>预期作业时间不是有限值</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint write %2 (%3 at %4 GB/s), so the job seldom gets past a checkpoint; %5</source>
            <translation>预期故障快于检查点：作业 MTBF %1 &lt; 检查点写入 %2（%3，%4 GB/s），作业很少能越过一个检查点；%5</translation>
        </message>
        <message>
            <source>expected failures outpace restarts: job MTBF %1 &lt; recovery (drain, provisioning, checkpoint download, re-initialisation) %2, so the job seldom runs between failures; %3</source>
            <translation>预期故障快于重启：作业 MTBF %1 &lt; 恢复（排空、置备、检查点下载、重新初始化）%2，作业在故障之间很少能运行；%3</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint interval %2, so most intervals end in a failure and are lost; %3</source>
            <translation>预期故障快于检查点：作业 MTBF %1 &lt; 检查点间隔 %2，大多数间隔以故障告终并丢失；%3</translation>
        </message>
        <message>
            <source>checkpoints outpace training: one every %1 blocks for %2; %3</source>
            <translation>检查点快于训练：每 %1 一个，每个阻塞 %2；%3</translation>
        </message>
        <message>
            <source>expected failures outpace progress: job MTBF %1 against a checkpoint every %2 blocking %3 and a restart of %4; %5</source>
            <translation>预期故障快于进度：作业 MTBF %1，而每 %2 一个检查点、阻塞 %3，重启 %4；%5</translation>
        </message>
        <message>
            <source>%1 (training alone %2 steps of %3)</source>
            <translation>%1（仅训练就有 %2 步，每步 %3）</translation>
        </message>
        <message>
            <source>cluster.gpus = %1 is not a multiple of tp·pp·cp = %2·%3·%4 = %5, so the data-parallel degree would not be whole</source>
            <translation>cluster.gpus = %1 不是 tp·pp·cp = %2·%3·%4 = %5 的倍数，数据并行度将不是整数</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.heads = %2</source>
            <translation>parallelism.tp = %1 不能整除 model.heads = %2</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.kv_heads = %2</source>
            <translation>parallelism.tp = %1 不能整除 model.kv_heads = %2</translation>
        </message>
        <message>
            <source>model.layers = %1 less parallelism.first_stage_layers = %2 and last_stage_layers = %3 must split evenly over the other stages and their virtual stages (pp = %4, vpp = %5)</source>
            <translation>model.layers = %1 减去 parallelism.first_stage_layers = %2 和 last_stage_layers = %3 后，必须能均分到其余阶段及其虚拟阶段（pp = %4，vpp = %5）</translation>
        </message>
        <message>
            <source>model.layers = %1 is not a multiple of pp·vpp = %2: give parallelism.first_stage_layers and last_stage_layers for an uneven split</source>
            <translation>model.layers = %1 不是 pp·vpp = %2 的倍数：如需不均匀划分，请设置 parallelism.first_stage_layers 和 last_stage_layers</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 needs pipeline parallelism (pp &gt; 1)</source>
            <translation>parallelism.vpp = %1 需要流水线并行（pp &gt; 1）</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 interleaves the pipeline, which needs at least pp = %2 micro-batches per step; global_batch / (micro_batch·dp) gives %3: lower training.micro_batch or the GPU count, or set vpp = 1</source>
            <translation>parallelism.vpp = %1 使流水线交错，每步至少需要 pp = %2 个微批次；global_batch / (micro_batch·dp) 为 %3：请减小 training.micro_batch 或 GPU 数，或设 vpp = 1</translation>
        </message>
        <message>
            <source>training.global_batch = %1 is not a multiple of micro_batch·dp = %2·%3 = %4</source>
            <translation>training.global_batch = %1 不是 micro_batch·dp = %2·%3 = %4 的倍数</translation>
        </message>
        <message>
            <source>model.seq_len = %1 is not a multiple of 2·cp = %2 (context parallelism splits each sequence into 2·cp chunks)</source>
            <translation>model.seq_len = %1 不是 2·cp = %2 的倍数（上下文并行把每个序列切成 2·cp 块）</translation>
        </message>
        <message>
            <source>activations</source>
            <translation>激活</translation>
        </message>
        <message>
            <source>optimizer state</source>
            <translation>优化器状态</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>gradients</source>
            <translation>梯度</translation>
        </message>
        <message>
            <source>buffers</source>
            <translation>缓冲区</translation>
        </message>
        <message>
            <source>allocator fragmentation</source>
            <translation>分配器碎片</translation>
        </message>
        <message>
            <source>more recomputation, sequence parallelism, more pipeline stages or a smaller micro-batch reduce it</source>
            <translation>更多重计算、序列并行、更多流水线阶段或更小的微批次可以降低它</translation>
        </message>
        <message>
            <source>a higher ZeRO stage or more tensor/pipeline parallelism reduce it</source>
            <translation>更高的 ZeRO 阶段或更多张量/流水线并行可以降低它</translation>
        </message>
        <message>
            <source>does not fit in memory: needs %1 GiB per GPU, %2 GiB usable (%3 GiB less %4 GiB for the CUDA context, NCCL and workspaces), even with activations offloaded to host memory; over by %5 GiB. The largest part is %6 (%7 GiB): %8</source>
            <translation>显存放不下：每个 GPU 需要 %1 GiB，可用 %2 GiB（%3 GiB 减去 CUDA 上下文、NCCL 和工作区占用的 %4 GiB），即使把激活卸载到主机内存也不够；超出 %5 GiB。最大的部分是%6（%7 GiB）：%8</translation>
        </message>
        <message>
            <source>the expected job time, %1, is %2× the training alone (%3)</source>
            <translation>预期作业时间 %1，是单纯训练（%3）的 %2 倍</translation>
        </message>
        <message>
            <source>expert parallelism (parallelism.ep = %1, etp = %2) needs an MoE model, and this model has no experts (model.moe.experts = 0)</source>
            <translation>专家并行（parallelism.ep = %1，etp = %2）需要 MoE 模型，而此模型没有专家（model.moe.experts = 0）</translation>
        </message>
        <message>
            <source>model.moe.experts = %1 is not a multiple of parallelism.ep = %2 (each expert-parallel rank holds whole experts)</source>
            <translation>model.moe.experts = %1 不是 parallelism.ep = %2 的倍数（每个专家并行 rank 持有完整的专家）</translation>
        </message>
        <message>
            <source>model.moe.expert_ffn = %1 is not a multiple of parallelism.etp = %2 (expert tensor parallelism splits each expert's FFN)</source>
            <translation>model.moe.expert_ffn = %1 不是 parallelism.etp = %2 的倍数（专家张量并行切分每个专家的 FFN）</translation>
        </message>
        <message>
            <source>parallelism.ep·etp = %1·%2 = %3 must divide tp·cp·dp = %4 (the experts' ranks are the attention's, regrouped)</source>
            <translation>parallelism.ep·etp = %1·%2 = %3 必须整除 tp·cp·dp = %4（专家的 rank 就是注意力的 rank 重新分组）</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>Page %1 of %2</source>
            <translation>第 %1 页，共 %2 页</translation>
        </message>
        <message>
            <source>cannot start the PDF</source>
            <translation>无法开始 PDF</translation>
        </message>
        <message>
            <source>cannot finish the PDF</source>
            <translation>无法完成 PDF</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>训练 token 数</translation>
        </message>
        <message>
            <source>billion</source>
            <translation>十亿</translation>
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
            <translation>网络</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>并行布局</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>全局批量</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>序列</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>训练步数</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>步</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>步时间</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>每 GPU 小时价格</translation>
        </message>
        <message>
            <source>USD/GPU-h</source>
            <translation>USD/GPU·h</translation>
        </message>
        <message>
            <source>Step time (total)</source>
            <translation>步时间（总计）</translation>
        </message>
        <message>
            <source>&lt;p class="meta"&gt;Generated %1 by JCT Planner %2&lt;/p&gt;</source>
            <translation>&lt;p class="meta"&gt;由 JCT Planner %2 于 %1 生成&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p class="bad"&gt;&lt;b&gt;%1 cannot run:&lt;/b&gt; %2&lt;/p&gt;</source>
            <translation>&lt;p class="bad"&gt;&lt;b&gt;%1 无法运行：&lt;/b&gt;%2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The job is predicted to take &lt;b&gt;%1&lt;/b&gt; on %2 × %3 (at best %4 if every GPU computed all the time) and to cost &lt;b&gt;%5&lt;/b&gt;, %6 per million tokens. An idle minute of the whole cluster costs %7.&lt;/p&gt;</source>
            <translation>&lt;p&gt;预测该作业在 %2 × %3 上需要 &lt;b&gt;%1&lt;/b&gt;（若每个 GPU 始终在计算，最快 %4），成本 &lt;b&gt;%5&lt;/b&gt;，每百万 token %6。整个集群空闲一分钟花费 %7。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Headline figure</source>
            <translation>关键指标</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;The plan in brief&lt;/b&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;计划概要&lt;/b&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>选择</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1Sync wall: %2. Knee: %3.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1Sync wall：%2。拐点：%3。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Where one training step goes, in seconds and as a share of the step.&lt;/p&gt;</source>
            <translation>&lt;p&gt;一个训练步的时间去向，以秒和占步时间的比例表示。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Part of a step</source>
            <translation>步的组成部分</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>检查点</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>检查点大小</translation>
        </message>
        <message>
            <source>Writing</source>
            <translation>写入方式</translation>
        </message>
        <message>
            <source>asynchronous</source>
            <translation>异步</translation>
        </message>
        <message>
            <source>synchronous</source>
            <translation>同步</translation>
        </message>
        <message>
            <source>Interval used</source>
            <translation>使用的间隔</translation>
        </message>
        <message>
            <source>min</source>
            <translation>min</translation>
        </message>
        <message>
            <source>Young's optimum interval</source>
            <translation>Young 最优间隔</translation>
        </message>
        <message>
            <source>Daly's optimum interval</source>
            <translation>Daly 最优间隔</translation>
        </message>
        <message>
            <source>Training stalls per checkpoint</source>
            <translation>每个检查点的训练停顿</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>检查点开销</translation>
        </message>
        <message>
            <source>% of training</source>
            <translation>占训练 %</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>故障</translation>
        </message>
        <message>
            <source>Job MTBF (mean time between failures)</source>
            <translation>作业 MTBF（平均故障间隔时间）</translation>
        </message>
        <message>
            <source>Expected failures over the job</source>
            <translation>整个作业的预期故障数</translation>
        </message>
        <message>
            <source>count</source>
            <translation>次</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>每次故障的恢复</translation>
        </message>
        <message>
            <source>Failure overhead (lost work and recovery)</source>
            <translation>故障开销（损失的工作和恢复）</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead together</source>
            <translation>检查点与故障开销合计</translation>
        </message>
        <message>
            <source>Predicted job time</source>
            <translation>预测作业时间</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU 小时</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU·h</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>GPU 成本</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>Energy (with PUE)</source>
            <translation>能耗（含 PUE）</translation>
        </message>
        <message>
            <source>MWh</source>
            <translation>MWh</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>能耗成本</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>总成本</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>每百万 token 成本</translation>
        </message>
        <message>
            <source>Idle cost (predicted − minimum)</source>
            <translation>空闲成本（预测 − 最小值）</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>空闲一分钟的成本</translation>
        </message>
        <message>
            <source>USD/min</source>
            <translation>USD/min</translation>
        </message>
        <message>
            <source>&lt;p&gt;GPU-hours × price plus energy (GPUs × power × PUE × time × price per kWh).&lt;/p&gt;</source>
            <translation>&lt;p&gt;GPU 小时 × 价格，加上能耗（GPU 数 × 功耗 × PUE × 时间 × 每 kWh 价格）。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The figures come from JCT Planner's analytic model (&lt;i&gt;core/README.md&lt;/i&gt; gives every formula in prose): FLOPs per token and layer, memory per GPU, α–β costs of the collectives on the fabric, the pipeline bubble, stragglers as order statistics, checkpoints at Young's or Daly's interval and failures by Daly's expected wall time. It is validated against published measured runs (2.4&amp;nbsp;% mean error on the eight Korthikanti et al. iteration times). Predictions, not quotes: the inputs above decide them.&lt;/p&gt;</source>
            <translation>&lt;p&gt;这些数字来自 JCT Planner 的解析模型（&lt;i&gt;core/README.md&lt;/i&gt; 用文字给出每个公式）：每 token 每层的 FLOPs、每 GPU 显存、网络上集合通信的 α–β 成本、流水线气泡、作为顺序统计量的慢节点、按 Young 或 Daly 间隔的检查点，以及按 Daly 期望总时间计算的故障。该模型已用公开的实测运行验证（在 Korthikanti 等人的八个迭代时间上平均误差 2.4&amp;nbsp;%）。这些是预测而非报价：由上面的输入决定。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>单位</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>数值</translation>
        </message>
        <message>
            <source>same</source>
            <translation>相同</translation>
        </message>
        <message>
            <source>differs</source>
            <translation>不同</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>Inputs</source>
            <translation>输入</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>步分解</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>检查点与故障</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>敏感性</translation>
        </message>
        <message>
            <source>Model and sources</source>
            <translation>模型与来源</translation>
        </message>
        <message>
            <source>Generated %1 by JCT Planner %2</source>
            <translation>由 JCT Planner %2 于 %1 生成</translation>
        </message>
        <message>
            <source>Analytic predictions; sources in section 8</source>
            <translation>解析预测；来源见第 8 节</translation>
        </message>
        <message>
            <source>Training job procurement report</source>
            <translation>训练作业采购报告</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation>（默认）</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every input of the plan, as the engine was given it (defaults marked), under the names of the scenario file's keys. Bandwidths in Gbit/s, latencies in µs, times in the unit shown.&lt;/p&gt;</source>
            <translation>&lt;p&gt;计划的每个输入，即引擎收到的值（标注了默认值），使用场景文件中的键名。带宽单位为 Gbit/s，延迟单位为 µs，时间按所示单位。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>输入</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1What ends the scaling: %2.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1扩展的终止原因：%2。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>  of which %1</source>
            <translation>  其中 %1</translation>
        </message>
        <message>
            <source>Lost work per failure (since the last checkpoint)</source>
            <translation>每次故障损失的工作（自上一个检查点起）</translation>
        </message>
        <message>
            <source>Expected failures from %1</source>
            <translation>来自 %1 的预期故障</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>秒</translation>
        </message>
        <message>
            <source>Share of step (%)</source>
            <translation>占步时间比例 (%)</translation>
        </message>
        <message>
            <source>Change to this plan</source>
            <translation>对此计划的改动</translation>
        </message>
        <message>
            <source>JCT change (h)</source>
            <translation>JCT 变化 (h)</translation>
        </message>
        <message>
            <source>JCT change (%)</source>
            <translation>JCT 变化 (%)</translation>
        </message>
        <message>
            <source>Cost change (USD)</source>
            <translation>成本变化 (USD)</translation>
        </message>
        <message>
            <source>the plan no longer fits in memory</source>
            <translation>计划不再能放入显存</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>项目</translation>
        </message>
        <message>
            <source>Gbit/s per GPU</source>
            <translation>每 GPU Gbit/s</translation>
        </message>
        <message>
            <source>bytes</source>
            <translation>字节</translation>
        </message>
        <message>
            <source>tokens</source>
            <translation>token</translation>
        </message>
        <message>
            <source>× balanced load</source>
            <translation>× 均衡负载</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>层</translation>
        </message>
        <message>
            <source>fraction</source>
            <translation>比例</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>set by MLA</source>
            <translation>由 MLA 决定</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>均分</translation>
        </message>
        <message>
            <source>one stage</source>
            <translation>单一阶段</translation>
        </message>
        <message>
            <source>Daly's optimum</source>
            <translation>Daly 最优值</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>训练</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>集群</translation>
        </message>
        <message>
            <source>Network calibrated from nccl-tests</source>
            <translation>由 nccl-tests 校准的网络</translation>
        </message>
        <message>
            <source>Storage and checkpoints</source>
            <translation>存储与检查点</translation>
        </message>
        <message>
            <source>Reliability</source>
            <translation>可靠性</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>慢节点</translation>
        </message>
    </context>
    <context>
        <name>ScenarioReader</name>
        <message>
            <source>infinity</source>
            <translation>无穷大</translation>
        </message>
        <message>
            <source>a boolean</source>
            <translation>布尔值</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>数字</translation>
        </message>
        <message>
            <source>an array</source>
            <translation>数组</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>对象</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>must be a number between %1 and %2</source>
            <translation>必须是 %1 到 %2 之间的数字</translation>
        </message>
        <message>
            <source>must be between %1 and %2 (got %3)</source>
            <translation>必须在 %1 到 %2 之间（收到 %3）</translation>
        </message>
        <message>
            <source>must be a whole number between %1 and %2</source>
            <translation>必须是 %1 到 %2 之间的整数</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>必须是 true 或 false</translation>
        </message>
        <message>
            <source>must be one of %1 (got %2)</source>
            <translation>必须是 %1 之一（收到 %2）</translation>
        </message>
        <message>
            <source>must be a string</source>
            <translation>必须是字符串</translation>
        </message>
        <message>
            <source>must be an object</source>
            <translation>必须是对象</translation>
        </message>
        <message>
            <source>unknown key (allowed here: %1)</source>
            <translation>未知的键（此处允许：%1）</translation>
        </message>
        <message>
            <source>must not be null</source>
            <translation>不能为 null</translation>
        </message>
        <message>
            <source>line %1, column %2: </source>
            <translation>第 %1 行，第 %2 列：</translation>
        </message>
        <message>
            <source>must be "jct-planner-scenario" (got "%1"): this is not a scenario file</source>
            <translation>必须是 "jct-planner-scenario"（收到 "%1"）：这不是场景文件</translation>
        </message>
        <message>
            <source>this file has format version %1, newer than the %2 this planner reads; open it with a newer JCT Planner</source>
            <translation>该文件的格式版本为 %1，高于本规划器可读取的 %2；请用更新的 JCT Planner 打开</translation>
        </message>
        <message>
            <source>must be between 1 and experts = %1 for an MoE model (got %2)</source>
            <translation>对 MoE 模型必须在 1 到 experts = %1 之间（收到 %2）</translation>
        </message>
        <message>
            <source>must be at least 1 for an MoE model</source>
            <translation>对 MoE 模型必须至少为 1</translation>
        </message>
        <message>
            <source>is only read with model.attention = "mla"</source>
            <translation>仅在 model.attention = "mla" 时读取</translation>
        </message>
        <message>
            <source>is needed with model.attention = "mla": q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim</source>
            <translation>model.attention = "mla" 时必需：q_lora_rank、kv_lora_rank、qk_nope_head_dim、qk_rope_head_dim、v_head_dim</translation>
        </message>
        <message>
            <source>and qk_rope_head_dim must add up to at least 1 (the query/key head size)</source>
            <translation>与 qk_rope_head_dim 之和必须至少为 1（查询/键的头大小）</translation>
        </message>
        <message>
            <source>unknown model preset "%1" (known: %2)</source>
            <translation>未知的模型预设 "%1"（已知：%2）</translation>
        </message>
        <message>
            <source>must divide heads = %1 (got %2)</source>
            <translation>必须整除 heads = %1（收到 %2）</translation>
        </message>
        <message>
            <source>must divide hidden = %1 (got %2), or give model.head_dim</source>
            <translation>必须整除 hidden = %1（收到 %2），或给出 model.head_dim</translation>
        </message>
        <message>
            <source>is derived (cluster.gpus / (tp·pp·cp)) and cannot be set</source>
            <translation>由推导得出（cluster.gpus / (tp·pp·cp)），不能设置</translation>
        </message>
        <message>
            <source>%1 must be an object</source>
            <translation>%1 必须是对象</translation>
        </message>
        <message>
            <source>has no positive %1 figure, so training.precision = %1 cannot run on it (available: %2)</source>
            <translation>没有正的 %1 数值，因此无法以 training.precision = %1 运行（可用：%2）</translation>
        </message>
        <message>
            <source>unknown GPU "%1" (known: %2; or give the GPU inline as an object)</source>
            <translation>未知的 GPU "%1"（已知：%2；或以对象形式内联给出 GPU）</translation>
        </message>
        <message>
            <source>must be a GPU id (string) or an inline GPU object</source>
            <translation>必须是 GPU id（字符串）或内联 GPU 对象</translation>
        </message>
        <message>
            <source>an inline GPU needs %1 (see resources/catalog/gpus.json for the fields)</source>
            <translation>内联 GPU 需要 %1（字段见 resources/catalog/gpus.json）</translation>
        </message>
        <message>
            <source>unknown network "%1" (known: %2)</source>
            <translation>未知的网络 "%1"（已知：%2）</translation>
        </message>
        <message>
            <source>must be a network id (string) or an inline fabric object</source>
            <translation>必须是网络 id（字符串）或内联 fabric 对象</translation>
        </message>
        <message>
            <source>is required: the name of the log the figures came from</source>
            <translation>为必填项：数值来源日志的名称</translation>
        </message>
        <message>
            <source>must name the log (1 to 1000 characters)</source>
            <translation>必须给出日志名（1 到 1000 个字符）</translation>
        </message>
        <message>
            <source>must be a date as YYYY-MM-DD (got "%1")</source>
            <translation>必须是 YYYY-MM-DD 格式的日期（收到 "%1"）</translation>
        </message>
        <message>
            <source>give either restart_minutes (their sum) or drain_minutes, provision_minutes and reinit_minutes</source>
            <translation>请给出 restart_minutes（三者之和），或者给出 drain_minutes、provision_minutes 和 reinit_minutes，二者不能同时给出</translation>
        </message>
        <message>
            <source>malformed JSON: %1</source>
            <translation>JSON 格式错误：%1</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>无法打开：%1</translation>
        </message>
        <message>
            <source>a scenario must be a JSON object { … }, not %1</source>
            <translation>场景必须是 JSON 对象 { … }，而不是%1</translation>
        </message>
        <message>
            <source>a single value</source>
            <translation>单个值</translation>
        </message>
    </context>
    <context>
        <name>SearchReport</name>
        <message>
            <source>%1 per million tokens</source>
            <translation>每百万 token %1</translation>
        </message>
        <message>
            <source>first/last stage %1/%2 layers</source>
            <translation>首/末阶段 %1/%2 层</translation>
        </message>
        <message>
            <source>first stage %1 layers</source>
            <translation>首阶段 %1 层</translation>
        </message>
        <message>
            <source>last stage %1 layers</source>
            <translation>末阶段 %1 层</translation>
        </message>
        <message>
            <source>no recompute</source>
            <translation>无重计算</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>选择性重计算</translation>
        </message>
        <message>
            <source>full recompute</source>
            <translation>完全重计算</translation>
        </message>
        <message>
            <source>%1 %2 vs %3</source>
            <translation>%1 %2 对 %3</translation>
        </message>
        <message>
            <source>even stages</source>
            <translation>均匀阶段</translation>
        </message>
        <message>
            <source>%1 vs %2</source>
            <translation>%1 对 %2</translation>
        </message>
        <message>
            <source>micro-batch</source>
            <translation>微批次</translation>
        </message>
        <message>
            <source>%1 vs %2 GPUs</source>
            <translation>%1 对 %2 个 GPU</translation>
        </message>
        <message>
            <source>sequence parallel vs not</source>
            <translation>序列并行对无序列并行</translation>
        </message>
        <message>
            <source>no sequence parallelism vs with</source>
            <translation>无序列并行对有序列并行</translation>
        </message>
        <message>
            <source>order %1 vs %2</source>
            <translation>顺序 %1 对 %2</translation>
        </message>
        <message>
            <source>The best (%1) beats the runner-up (%2) by %3 (%4 %)</source>
            <translation>最佳方案（%1）比次佳方案（%2）好 %3（%4 %）</translation>
        </message>
        <message>
            <source> on %1 GPUs vs %2</source>
            <translation>，%1 个 GPU 对 %2 个</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1：</translation>
        </message>
        <message>
            <source>step %1 vs %2 (%3 per step); job %4, cost %5</source>
            <translation>步 %1 对 %2（每步 %3）；作业 %4，成本 %5</translation>
        </message>
        <message>
            <source>less %1 (%2 per step)</source>
            <translation>%1 更少（每步 %2）</translation>
        </message>
        <message>
            <source>more %1 (%2 per step)</source>
            <translation>%1 更多（每步 %2）</translation>
        </message>
        <message>
            <source> because %1</source>
            <translation>，因为 %1</translation>
        </message>
        <message>
            <source>checkpoint overhead %1 over the job</source>
            <translation>检查点开销在整个作业上 %1</translation>
        </message>
        <message>
            <source>failure overhead %1 over the job</source>
            <translation>故障开销在整个作业上 %1</translation>
        </message>
        <message>
            <source>a tie on the step time: they differ in %1, which the model prices the same; %2</source>
            <translation>步时间持平：二者在 %1 上不同，模型对此的定价相同；%2</translation>
        </message>
        <message>
            <source>the best needs %1 per GPU instead of %2</source>
            <translation>最佳方案每个 GPU 需要 %1 而不是 %2</translation>
        </message>
        <message>
            <source>they need the same memory, either will do</source>
            <translation>二者显存需求相同，任选其一即可</translation>
        </message>
        <message>
            <source>%1 of activations offloaded to host</source>
            <translation>%1 激活卸载到主机内存</translation>
        </message>
    </context>
    <context>
        <name>StrictJson</name>
        <message>
            <source>expected a JSON value, found the end of the text</source>
            <translation>应为 JSON 值，却到了文本末尾</translation>
        </message>
        <message>
            <source>unexpected %1 after the JSON value</source>
            <translation>JSON 值之后出现意外的 %1</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>制表符</translation>
        </message>
        <message>
            <source>control character U+%1</source>
            <translation>控制字符 U+%1</translation>
        </message>
        <message>
            <source>byte 0x%1</source>
            <translation>字节 0x%1</translation>
        </message>
        <message>
            <source>expected a value, found the end of the text</source>
            <translation>应为值，却到了文本末尾</translation>
        </message>
        <message>
            <source>a number must start with a digit (write 0.5, not .5)</source>
            <translation>数值必须以数字开头（写 0.5，而不是 .5）</translation>
        </message>
        <message>
            <source>expected a value, found %1</source>
            <translation>应为值，实际为 %1</translation>
        </message>
        <message>
            <source>expected a value (true, false or null are the only bare words)</source>
            <translation>应为值（只有 true、false 和 null 可以不加引号）</translation>
        </message>
        <message>
            <source>a digit must follow the minus sign</source>
            <translation>负号后必须跟数字</translation>
        </message>
        <message>
            <source>a number must not have a leading zero</source>
            <translation>数值不能有前导零</translation>
        </message>
        <message>
            <source>a digit must follow the decimal point (write 1024 or 1024.0, not 1024.)</source>
            <translation>小数点后必须跟数字（写 1024 或 1024.0，而不是 1024.）</translation>
        </message>
        <message>
            <source>a digit must follow the exponent</source>
            <translation>指数符号后必须跟数字</translation>
        </message>
        <message>
            <source>a string that is never closed</source>
            <translation>字符串没有闭合</translation>
        </message>
        <message>
            <source>a raw tab inside a string (write \t)</source>
            <translation>字符串中有原始制表符（应写 \t）</translation>
        </message>
        <message>
            <source>a line break inside a string (write \n, or close the string)</source>
            <translation>字符串中有换行（应写 \n，或闭合字符串）</translation>
        </message>
        <message>
            <source>a raw %1 inside a string (write \u%2)</source>
            <translation>字符串中有原始的%1（应写 \u%2）</translation>
        </message>
        <message>
            <source>%1 is not UTF-8</source>
            <translation>%1 不是 UTF-8</translation>
        </message>
        <message>
            <source>\%1 is not a JSON escape (\" \\ \/ \b \f \n \r \t \uXXXX)</source>
            <translation>\%1 不是 JSON 转义（\" \\ \/ \b \f \n \r \t \uXXXX）</translation>
        </message>
        <message>
            <source>\u must be followed by four hex digits</source>
            <translation>\u 后必须跟四个十六进制数字</translation>
        </message>
        <message>
            <source>a lone low surrogate \u%1 (no high surrogate \ud800-\udbff before it)</source>
            <translation>孤立的低代理项 \u%1（前面没有高代理项 \ud800-\udbff）</translation>
        </message>
        <message>
            <source>a lone high surrogate \u%1 (no low surrogate \udc00-\udfff after it)</source>
            <translation>孤立的高代理项 \u%1（后面没有低代理项 \udc00-\udfff）</translation>
        </message>
        <message>
            <source>objects and arrays nested deeper than %1</source>
            <translation>对象和数组嵌套超过 %1 层</translation>
        </message>
        <message>
            <source>an object that is never closed (expected a key or '}')</source>
            <translation>对象没有闭合（应为键或 '}'）</translation>
        </message>
        <message>
            <source>expected a key in double quotes, found %1</source>
            <translation>应为双引号中的键，实际为 %1</translation>
        </message>
        <message>
            <source>duplicate key "%1" (first at line %2, column %3)</source>
            <translation>重复的键 "%1"（首次出现在第 %2 行，第 %3 列）</translation>
        </message>
        <message>
            <source>expected ':' after the key</source>
            <translation>键之后应为 ':'</translation>
        </message>
        <message>
            <source>an object that is never closed (expected ',' or '}')</source>
            <translation>对象没有闭合（应为 ',' 或 '}'）</translation>
        </message>
        <message>
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>对象中应为 ',' 或 '}'，实际为 %1</translation>
        </message>
        <message>
            <source>an array that is never closed (expected ',' or ']')</source>
            <translation>数组没有闭合（应为 ',' 或 ']'）</translation>
        </message>
        <message>
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>数组中应为 ',' 或 ']'，实际为 %1</translation>
        </message>
    </context>
    <context>
        <name>Units</name>
        <message>
            <source>%1 days</source>
            <translation>%1 天</translation>
        </message>
        <message>
            <source>not finite</source>
            <translation>非有限值</translation>
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
            <translation>未命中：规划器认为该运行不可行</translation>
        </message>
        <message>
            <source>miss: unknown metric '%1'</source>
            <translation>未命中：未知指标 '%1'</translation>
        </message>
        <message>
            <source>not compared: %1</source>
            <translation>未比较：%1</translation>
        </message>
        <message>
            <source>miss: scenario.%1</source>
            <translation>未命中：scenario.%1</translation>
        </message>
        <message>
            <source>line %1, column %2: malformed JSON: %3</source>
            <translation>第 %1 行，第 %2 列：JSON 格式错误：%3</translation>
        </message>
        <message>
            <source>line %1: malformed JSON: %2</source>
            <translation>第 %1 行：JSON 格式错误：%2</translation>
        </message>
        <message>
            <source>a published-runs file is a JSON array of rows</source>
            <translation>已发布运行文件是由行组成的 JSON 数组</translation>
        </message>
    </context>
    <context>
        <name>jct::document::Presets</name>
        <message>
            <source>Change GPU to %1</source>
            <translation>将 GPU 改为 %1</translation>
        </message>
        <message>
            <source>Change interconnect to %1</source>
            <translation>将互连改为 %1</translation>
        </message>
        <message>
            <source>Change model to %1</source>
            <translation>将模型改为 %1</translation>
        </message>
        <message>
            <source>Change precision to %1</source>
            <translation>将精度改为 %1</translation>
        </message>
        <message>
            <source>Change framework to %1</source>
            <translation>将框架改为 %1</translation>
        </message>
    </context>
    <context>
        <name>jct::planner</name>
        <message>
            <source>Inputs that differ: none</source>
            <translation>不同的输入：无</translation>
        </message>
        <message>
            <source>Inputs that differ</source>
            <translation>不同的输入</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>指标</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::CapacityDialog</name>
        <message>
            <source>Capacity questions</source>
            <translation>容量问题</translation>
        </message>
        <message>
            <source> days</source>
            <translation> 天</translation>
        </message>
        <message>
            <source>The delivery date, in days of wall time from the job's start (startup, checkpoints and expected failures count).</source>
            <translation>交付日期，以作业开始后的实际天数计（含启动、检查点和预期故障）。</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>截止时间</translation>
        </message>
        <message>
            <source>Fewest GPUs that finish by the deadline</source>
            <translation>在截止时间前完成的最少 GPU</translation>
        </message>
        <message>
            <source>GPU count with the least cost per trained token</source>
            <translation>每训练 token 成本最低的 GPU 数量</translation>
        </message>
        <message>
            <source>Does this cluster meet the deadline?</source>
            <translation>此集群能否满足截止时间？</translation>
        </message>
        <message>
            <source>Searched over every GPU count N = tp·pp·cp·dp of this layout with the global batch fixed, dp = 1 … global batch / micro-batch (the sync-wall sweep's counts).</source>
            <translation>在全局批量固定时搜索此布局的每个 GPU 数量 N = tp·pp·cp·dp，dp = 1 … 全局批量 / 微批次（即 sync wall 扫描的数量）。</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ControlPanel</name>
        <message>
            <source>Plan name</source>
            <translation>计划名称</translation>
        </message>
        <message>
            <source>The plan's name, in the title, the file and export names, chart captions and the report. It follows the model, GPU count and GPU type until you type one; clear it to let it follow them again.</source>
            <translation>计划的名称，用于标题、文件名和导出名、图表说明和报告。在你输入名称之前，它随模型、GPU 数量和 GPU 类型变化；清空后它会重新跟随这些输入。</translation>
        </message>
        <message>
            <source>Plan &amp;name</source>
            <translation>计划名称(&amp;N)</translation>
        </message>
        <message>
            <source>Rename plan</source>
            <translation>重命名计划</translation>
        </message>
        <message>
            <source>custom (not in the catalog)</source>
            <translation>自定义（不在目录中）</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportController</name>
        <message>
            <source>Export &amp;chart…</source>
            <translation>导出图表(&amp;C)…</translation>
        </message>
        <message>
            <source>Write a chart as PNG, SVG or PDF, with the plan's name and assumptions</source>
            <translation>将图表写为 PNG、SVG 或 PDF，附计划名称和假设</translation>
        </message>
        <message>
            <source>Cop&amp;y chart</source>
            <translation>复制图表(&amp;Y)</translation>
        </message>
        <message>
            <source>Copy the chart under the pointer (or the last one right-clicked) as an image</source>
            <translation>将指针下的图表（或最后右键单击的图表）复制为图像</translation>
        </message>
        <message>
            <source>Export &amp;data (CSV)…</source>
            <translation>导出数据 (CSV)(&amp;D)…</translation>
        </message>
        <message>
            <source>Write the numbers behind the charts as CSV</source>
            <translation>将图表背后的数字写为 CSV</translation>
        </message>
        <message>
            <source>Export &amp;report (PDF)…</source>
            <translation>导出报告 (PDF)(&amp;R)…</translation>
        </message>
        <message>
            <source>Write the procurement report: figures, inputs, charts and tables (A4 PDF)</source>
            <translation>写出采购报告：指标、输入、图表和表格（A4 PDF）</translation>
        </message>
        <message>
            <source>Copy chart</source>
            <translation>复制图表</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>PNG image…</source>
            <translation>PNG 图像…</translation>
        </message>
        <message>
            <source>SVG (vector)…</source>
            <translation>SVG（矢量）…</translation>
        </message>
        <message>
            <source>PDF (vector)…</source>
            <translation>PDF（矢量）…</translation>
        </message>
        <message>
            <source>Data (CSV)…</source>
            <translation>数据 (CSV)…</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to export.</source>
            <translation>还没有显示过可运行的计划：没有可导出的内容。</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>%1 files (*.%2)</source>
            <translation>%1 文件 (*.%2)</translation>
        </message>
        <message>
            <source>Cannot export the chart</source>
            <translation>无法导出图表</translation>
        </message>
        <message>
            <source>All charts (one file each)</source>
            <translation>所有图表（每个一个文件）</translation>
        </message>
        <message>
            <source>Export data (CSV)</source>
            <translation>导出数据 (CSV)</translation>
        </message>
        <message>
            <source>Data of:</source>
            <translation>数据来源：</translation>
        </message>
        <message>
            <source>Export data of every chart into</source>
            <translation>将每个图表的数据导出到</translation>
        </message>
        <message>
            <source>Cannot export the data</source>
            <translation>无法导出数据</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>Export report (PDF)</source>
            <translation>导出报告 (PDF)</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot export the report</source>
            <translation>无法导出报告</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>已导出到 %1</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>打开文件夹</translation>
        </message>
        <message>
            <source>Show %1 in the file manager</source>
            <translation>在文件管理器中显示 %1</translation>
        </message>
        <message>
            <source>Copied the sync wall chart</source>
            <translation>已复制“Sync wall”图表</translation>
        </message>
        <message>
            <source>Copied the cost of idle time chart</source>
            <translation>已复制“空闲时间成本”图表</translation>
        </message>
        <message>
            <source>Copied the checkpoint and failure overhead chart</source>
            <translation>已复制“检查点与故障开销”图表</translation>
        </message>
        <message>
            <source>Copied the step breakdown chart</source>
            <translation>已复制“步分解”图表</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportDialog</name>
        <message>
            <source>Export chart</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>&amp;Chart</source>
            <translation>图表(&amp;C)</translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>PNG 图像</translation>
        </message>
        <message>
            <source>SVG (vector)</source>
            <translation>SVG（矢量）</translation>
        </message>
        <message>
            <source>PDF (vector)</source>
            <translation>PDF（矢量）</translation>
        </message>
        <message>
            <source>&amp;Format</source>
            <translation>格式(&amp;F)</translation>
        </message>
        <message>
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <source>Width</source>
            <translation>宽度</translation>
        </message>
        <message>
            <source>Height</source>
            <translation>高度</translation>
        </message>
        <message>
            <source>&amp;Size</source>
            <translation>尺寸(&amp;S)</translation>
        </message>
        <message>
            <source> DPI</source>
            <translation> DPI</translation>
        </message>
        <message>
            <source>Dots per inch: the chart is size / DPI inches; text keeps its size in inches.</source>
            <translation>每英寸点数：图表为 尺寸 / DPI 英寸；文字保持其英寸大小。</translation>
        </message>
        <message>
            <source>&amp;Resolution</source>
            <translation>分辨率(&amp;R)</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
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
            <translation>查找最佳布局</translation>
        </message>
        <message>
            <source>&amp;Apply to plan</source>
            <translation>应用到计划(&amp;A)</translation>
        </message>
        <message>
            <source>Put the selected layout into the plan (one undoable step)</source>
            <translation>把选中的布局放入计划（一步可撤销）</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> 个 GPU</translation>
        </message>
        <message>
            <source>Smallest GPU count to try; the search tries it, twice it, four times it, … up to the largest</source>
            <translation>要尝试的最小 GPU 数量；搜索会尝试它、它的两倍、四倍……直到最大值</translation>
        </message>
        <message>
            <source>Largest GPU count to try</source>
            <translation>要尝试的最大 GPU 数量</translation>
        </message>
        <message>
            <source>to</source>
            <translation>至</translation>
        </message>
        <message>
            <source>Objective</source>
            <translation>目标</translation>
        </message>
        <message>
            <source>GPU counts</source>
            <translation>GPU 数量</translation>
        </message>
        <message>
            <source>Show the best</source>
            <translation>显示最佳</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>搜索(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Cancel search</source>
            <translation>取消搜索(&amp;C)</translation>
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
            <translation>JCT（天）</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>总成本</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>步</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Memory/GPU</source>
            <translation>显存/GPU</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>布局</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>正在搜索…</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts; %2 discarded by memory before timing; %3 evaluated in %4 on %5 threads%6.</source>
            <translation>%1 个不同的有效布局；%2 个在计时前因显存被排除；%3 个在 %4 内用 %5 个线程评估%6。</translation>
        </message>
        <message>
            <source> — cancelled, showing the best found so far</source>
            <translation> — 已取消，显示目前找到的最佳结果</translation>
        </message>
        <message>
            <source> — no layout fits in memory</source>
            <translation> — 没有布局能放进显存</translation>
        </message>
        <message>
            <source>%1 GPUs: %2</source>
            <translation>%1 个 GPU：%2</translation>
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
            <translation>%1，%2 个 GPU</translation>
        </message>
        <message>
            <source>Apply layout %1</source>
            <translation>应用布局 %1</translation>
        </message>
        <message>
            <source>%1: sync wall at %2 GPUs with micro-batches of %3</source>
            <translation>%1：sync wall 位于 %2 个 GPU，微批次为 %3</translation>
        </message>
        <message>
            <source>%1: fastest at %2 GPUs here; its sync wall lies beyond, at %3 GPUs with micro-batches of %4</source>
            <translation>%1：此处 %2 个 GPU 最快；其 sync wall 更远，位于 %3 个 GPU，微批次为 %4</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MainWindow</name>
        <message>
            <source>Step breakdown</source>
            <translation>步分解</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>敏感性</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>丢包</translation>
        </message>
        <message>
            <source>A/B comparison</source>
            <translation>A/B 比较</translation>
        </message>
        <message>
            <source>Step charts and tables</source>
            <translation>步图表与表格</translation>
        </message>
        <message>
            <source>Where one training step's time goes: compute, exposed communication, bubble</source>
            <translation>一个训练步的时间去向：计算、暴露的通信、气泡</translation>
        </message>
        <message>
            <source>What one change of an input does to this plan's job time and cost</source>
            <translation>改变一个输入对此计划作业时间和成本的影响</translation>
        </message>
        <message>
            <source>GPU utilization and job time against packet loss</source>
            <translation>GPU 利用率和作业时间随丢包的变化</translation>
        </message>
        <message>
            <source>Plan A against plan B, figure by figure (View ▸ Pin current plan as A)</source>
            <translation>计划 A 对比计划 B，逐项指标（视图 ▸ 将当前计划固定为 A）</translation>
        </message>
        <message>
            <source>Plan controls</source>
            <translation>计划控件</translation>
        </message>
        <message>
            <source>Every input of the plan, grouped by subject; Tab moves from one to the next</source>
            <translation>计划的所有输入，按主题分组；Tab 键逐个切换</translation>
        </message>
        <message>
            <source>Sync-wall knee</source>
            <translation>sync wall 拐点</translation>
        </message>
        <message>
            <source>The knee is the largest GPU count up to which every valid count keeps this scaling efficiency
(speed-up over the smallest count that fits, divided by the GPU ratio), in %:</source>
            <translation>拐点是最大的 GPU 数量，在它之前每个有效数量都保持此扩展效率
（相对能放下的最小数量的加速比，除以 GPU 数之比），单位 %：</translation>
        </message>
        <message>
            <source>Cannot apply %1</source>
            <translation>无法应用 %1</translation>
        </message>
        <message>
            <source>%1 replaced your values: %2.</source>
            <translation>%1 替换了你的值：%2。</translation>
        </message>
        <message>
            <source>%1 also changed %2.</source>
            <translation>%1 还更改了 %2。</translation>
        </message>
        <message>
            <source>Also changed: %1.</source>
            <translation>还更改了：%1。</translation>
        </message>
        <message>
            <source>Keep my values</source>
            <translation>保留我的值</translation>
        </message>
        <message>
            <source>Give back the values of yours that the preset replaced, keeping the preset (one undo step).</source>
            <translation>恢复被预设替换的你的值，同时保留预设（一步撤销）。</translation>
        </message>
        <message>
            <source>Cannot keep your values: %1</source>
            <translation>无法保留你的值：%1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Open example “%1”</source>
            <translation>打开示例“%1”</translation>
        </message>
        <message>
            <source>%1: this plan cannot run: %2</source>
            <translation>%1：此计划无法运行：%2</translation>
        </message>
        <message>
            <source>Apply nccl-tests fit (%1)</source>
            <translation>应用 nccl-tests 拟合（%1）</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>无法打开计划</translation>
        </message>
        <message>
            <source>The window shows %1 instead; nothing was changed on disk.</source>
            <translation>窗口改为显示 %1；磁盘上没有任何更改。</translation>
        </message>
        <message>
            <source>%1 engine evaluations for this view</source>
            <translation>此视图共 %1 次引擎评估</translation>
        </message>
        <message>
            <source>Undo “%1”</source>
            <translation>撤销“%1”</translation>
        </message>
        <message>
            <source>Revert the last change (Ctrl+Z)</source>
            <translation>撤销上一次更改（Ctrl+Z）</translation>
        </message>
        <message>
            <source>Use %1 GPUs</source>
            <translation>使用 %1 个 GPU</translation>
        </message>
        <message>
            <source>The nearest GPU count that makes a valid layout with this tp·pp·cp and global batch</source>
            <translation>与此 tp·pp·cp 和全局批量构成有效布局的最近 GPU 数量</translation>
        </message>
        <message>
            <source>Set GPUs</source>
            <translation>设置 GPU 数</translation>
        </message>
        <message>
            <source>Find a layout that fits…</source>
            <translation>查找可行的布局…</translation>
        </message>
        <message>
            <source>Search every parallel layout of this model on this cluster (Tools ▸ Find best layout)</source>
            <translation>在此集群上搜索此模型的所有并行布局（工具 ▸ 查找最佳布局）</translation>
        </message>
        <message>
            <source>This plan cannot run: %1. The charts and figures show the last plan that can.</source>
            <translation>此计划无法运行：%1。图表和指标显示最后一个可运行的计划。</translation>
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
            <translation>空闲成本</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>检查点</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to copy.</source>
            <translation>尚未显示可运行的计划：没有可复制的内容。</translation>
        </message>
        <message>
            <source>Copied the summary of %1</source>
            <translation>已复制 %1 的摘要</translation>
        </message>
        <message>
            <source>Cheapest fix: %1 (%2)</source>
            <translation>最便宜的修正：%1（%2）</translation>
        </message>
        <message>
            <source>Of the changes of one input that make this plan run (recompute, flash attention, sequence parallelism, ZeRO, micro-batch, tp, pp, GPUs), the one with the least total cost: %1, predicted %2</source>
            <translation>在只改一个输入就能让此计划运行的改动中（重计算、flash attention、序列并行、ZeRO、微批次、tp、pp、GPU），总成本最低的一个：%1，预计 %2</translation>
        </message>
        <message>
            <source>Apply the cheapest fix</source>
            <translation>应用最便宜的修正</translation>
        </message>
        <message>
            <source>This plan cannot run: %1.</source>
            <translation>此计划无法运行：%1。</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ManualDialog</name>
        <message>
            <source>JCT Planner manual</source>
            <translation>JCT Planner 手册</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MessageBar</name>
        <message>
            <source>Close this message</source>
            <translation>关闭此消息</translation>
        </message>
        <message>
            <source>Close message</source>
            <translation>关闭消息</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::NcclImportDialog</name>
        <message>
            <source>Import nccl-tests log</source>
            <translation>导入 nccl-tests 日志</translation>
        </message>
        <message>
            <source>Apply to the plan</source>
            <translation>应用到计划</translation>
        </message>
        <message>
            <source>Applying the fit changes:</source>
            <translation>应用拟合将更改：</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>带宽：%1</translation>
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
            <translation>未保存的更改</translation>
        </message>
        <message>
            <source>Save the changes to %1?</source>
            <translation>保存对 %1 的更改吗？</translation>
        </message>
        <message>
            <source>Your changes are lost if you don't save them.</source>
            <translation>如果不保存，你的更改将丢失。</translation>
        </message>
        <message>
            <source>Recover unsaved plan</source>
            <translation>恢复未保存的计划</translation>
        </message>
        <message>
            <source>Recover unsaved plan from %1?</source>
            <translation>恢复 %1 的未保存计划吗？</translation>
        </message>
        <message>
            <source>JCT Planner stopped while %1 had unsaved changes. If you don't recover them now, they are deleted.</source>
            <translation>JCT Planner 在 %1 有未保存更改时停止了。如果现在不恢复，这些更改将被删除。</translation>
        </message>
        <message>
            <source>Open plan</source>
            <translation>打开计划</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>JCT 计划 (*.jctplan *.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Save plan as</source>
            <translation>计划另存为</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan)</source>
            <translation>JCT 计划 (*.jctplan)</translation>
        </message>
        <message>
            <source>&amp;New plan</source>
            <translation>新建计划(&amp;N)</translation>
        </message>
        <message>
            <source>Start an untitled plan from the default: GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>从默认计划开始一个未命名计划：GPT-3 175B，1,024 个 H100，NDR 400 InfiniBand</translation>
        </message>
        <message>
            <source>&amp;Open plan…</source>
            <translation>打开计划(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a .jctplan scenario file</source>
            <translation>打开 .jctplan 场景文件</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save the plan to its file (asks for one while the plan is untitled)</source>
            <translation>把计划保存到其文件（计划未命名时会询问文件）</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>Save the plan to a new file, which becomes the plan's file</source>
            <translation>把计划保存到新文件，该文件成为计划的文件</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>Plans opened or saved lately</source>
            <translation>最近打开或保存的计划</translation>
        </message>
        <message>
            <source>&amp;Clear recent</source>
            <translation>清除最近记录(&amp;C)</translation>
        </message>
        <message>
            <source>Forget the list of recent plans (the files stay)</source>
            <translation>清除最近计划列表（文件保留）</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>无法打开计划</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>已打开 %1</translation>
        </message>
        <message>
            <source>Cannot save plan</source>
            <translation>无法保存计划</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>已保存 %1</translation>
        </message>
        <message>
            <source>&amp;%1 %2</source>
            <translation>&amp;%1 %2</translation>
        </message>
        <message>
            <source>Could not write the recovery copy: %1</source>
            <translation>无法写入恢复副本：%1</translation>
        </message>
        <message>
            <source>The planner stopped while restoring a recovery copy last time: it is not offered again, and is kept as %1 (File ▸ Open to look at it).</source>
            <translation>上次恢复副本时规划器停止了：不再提供该副本，已保留为 %1（可通过 文件 ▸ 打开 查看）。</translation>
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
            <translation>等待的成本</translation>
        </message>
        <message>
            <source>A stall of the whole cluster (a network hiccup, a slow checkpoint, a hung rank)</source>
            <translation>整个集群的一次停顿（网络抖动、慢检查点、挂起的 rank）</translation>
        </message>
        <message>
            <source>The job running this much slower (a slow switch, packet loss, a throttled GPU) …</source>
            <translation>作业变慢这么多（慢交换机、丢包、降频的 GPU）……</translation>
        </message>
        <message>
            <source>… for this long</source>
            <translation>……持续这么久</translation>
        </message>
        <message>
            <source>Cost of waiting: stall</source>
            <translation>等待的成本：停顿</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown</source>
            <translation>等待的成本：减速</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown duration</source>
            <translation>等待的成本：减速时长</translation>
        </message>
        <message>
            <source>stall</source>
            <translation>停顿</translation>
        </message>
        <message>
            <source>for</source>
            <translation>持续</translation>
        </message>
        <message>
            <source>A synchronous job that waits keeps every GPU of the cluster idle: %1. Type an event to price it.</source>
            <translation>同步作业等待时集群中每个 GPU 都在空闲：%1。输入一个事件即可估算其成本。</translation>
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
            <translation>异步</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>同步</translation>
        </message>
        <message>
            <source>%1 utilization</source>
            <translation>%1 利用率</translation>
        </message>
        <message>
            <source>Sync wall: none (no valid GPU count)</source>
            <translation>Sync wall：无（没有有效的 GPU 数）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartNavigation</name>
        <message>
            <source>Reset view</source>
            <translation>重置视图</translation>
        </message>
        <message>
            <source>Back to the whole chart after zooming or panning (also a double-click)</source>
            <translation>缩放或平移后回到完整图表（也可双击）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartView</name>
        <message>
            <source>Chart. Ctrl+wheel, or the wheel while the chart has the focus, zooms; drag to pan; double-click or Ctrl+0 resets the view; hover for the values.</source>
            <translation>图表。Ctrl+滚轮，或图表获得焦点时的滚轮，可缩放；拖动可平移；双击或 Ctrl+0 重置视图；悬停查看数值。</translation>
        </message>
        <message>
            <source>No plan that runs yet: %1</source>
            <translation>尚无可运行的计划：%1</translation>
        </message>
        <message>
            <source>Showing the last plan that runs; this one cannot (the message above says why)</source>
            <translation>显示最后一个可运行的计划；当前计划无法运行（原因见上方消息）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::CheckpointChart</name>
        <message>
            <source>Checkpoint and failure overhead vs checkpoint interval</source>
            <translation>检查点与故障开销随检查点间隔的变化</translation>
        </message>
        <message>
            <source>Checkpoint interval (minutes)</source>
            <translation>检查点间隔（分钟）</translation>
        </message>
        <message>
            <source>Overhead (% of training time)</source>
            <translation>开销（占训练时间 %）</translation>
        </message>
        <message>
            <source>Synchronous</source>
            <translation>同步</translation>
        </message>
        <message>
            <source>Asynchronous</source>
            <translation>异步</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>此计划</translation>
        </message>
        <message>
            <source>async</source>
            <translation>异步</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>同步</translation>
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
每 %2：开销 %3</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the checkpoint interval</source>
            <translation>单击以获得焦点；再次单击以设置检查点间隔</translation>
        </message>
        <message>
            <source>Click to set the checkpoint interval (whole minutes); drag to pan</source>
            <translation>单击设置检查点间隔（整分钟）；拖动以平移</translation>
        </message>
        <message>
            <source>Sync and async: the same here</source>
            <translation>同步与异步：此处相同</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ComparisonTable</name>
        <message>
            <source>A/B comparison</source>
            <translation>A/B 比较</translation>
        </message>
        <message>
            <source>Plan A (pinned or opened) against plan B (the plan being edited): difference B − A and ratio B / A. Rows that differ by 1 % or more are bold.</source>
            <translation>计划 A（固定或打开）对比计划 B（正在编辑的计划）：差值 B − A 和比值 B / A。相差 1 % 或以上的行以粗体显示。</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>指标</translation>
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
            <translation>还没有计划 A。视图 ▸ 将当前计划固定为 A（Ctrl+Shift+P）会在你编辑 B 时把此计划冻结为 A；视图 ▸ 作为 A 打开计划… 与已保存的计划比较。</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::IdleCostChart</name>
        <message>
            <source>Cost of idle time</source>
            <translation>空闲时间成本</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Idle cost (USD)</source>
            <translation>空闲成本 (USD)</translation>
        </message>
        <message>
            <source>USD / idle minute</source>
            <translation>USD / 空闲分钟</translation>
        </message>
        <message>
            <source>Idle cost of the job</source>
            <translation>作业的空闲成本</translation>
        </message>
        <message>
            <source>Per idle minute (right)</source>
            <translation>每空闲分钟（右轴）</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>此计划</translation>
        </message>
        <message>
            <source>This plan's idle cost by cause (USD)</source>
            <translation>此计划按原因的空闲成本 (USD)</translation>
        </message>
        <message>
            <source>Idle cost by cause</source>
            <translation>按原因的空闲成本</translation>
        </message>
        <message>
            <source>other</source>
            <translation>其他</translation>
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
            <translation>此计划按原因的空闲成本（%1）</translation>
        </message>
        <message>
            <source>%1: %2 of idle cost</source>
            <translation>%1：空闲成本的 %2</translation>
        </message>
        <message>
            <source>%1 GPUs: %2 per idle minute</source>
            <translation>%1 个 GPU：每空闲分钟 %2</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3 idle over the job</source>
            <translation>%1
%2 个 GPU：整个作业空闲 %3</translation>
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
            <translation>GPU 利用率随丢包的变化</translation>
        </message>
        <message>
            <source>Packet loss rate (%)</source>
            <translation>丢包率 (%)</translation>
        </message>
        <message>
            <source>GPU busy computing (%)</source>
            <translation>GPU 计算时间占比 (%)</translation>
        </message>
        <message>
            <source>Job time increase (%)</source>
            <translation>作业时间增加 (%)</translation>
        </message>
        <message>
            <source>GPU utilization (left)</source>
            <translation>GPU 利用率（左轴）</translation>
        </message>
        <message>
            <source>Job time increase (right)</source>
            <translation>作业时间增加（右轴）</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>此计划</translation>
        </message>
        <message>
            <source>%1 utilization (left)</source>
            <translation>%1 利用率（左轴）</translation>
        </message>
        <message>
            <source>%1
at %2 % loss: %3 %</source>
            <translation>%1
丢包 %2 % 时：%3 %</translation>
        </message>
        <message>
            <source>This plan (no loss)</source>
            <translation>此计划（无丢包）</translation>
        </message>
        <message>
            <source>%1
without packet loss: %2 %</source>
            <translation>%1
无丢包时：%2 %</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::NcclFitChart</name>
        <message>
            <source>nccl-tests log against its fit</source>
            <translation>nccl-tests 日志及其拟合</translation>
        </message>
        <message>
            <source>Message size (bytes)</source>
            <translation>消息大小（字节）</translation>
        </message>
        <message>
            <source>Bus bandwidth (GB/s)</source>
            <translation>总线带宽 (GB/s)</translation>
        </message>
        <message>
            <source>Time per call (µs)</source>
            <translation>每次调用时间 (µs)</translation>
        </message>
        <message>
            <source>busbw measured (left)</source>
            <translation>实测 busbw（左轴）</translation>
        </message>
        <message>
            <source>time measured (right)</source>
            <translation>实测时间（右轴）</translation>
        </message>
        <message>
            <source>left out of the fit</source>
            <translation>未参与拟合</translation>
        </message>
        <message>
            <source>busbw fitted</source>
            <translation>拟合 busbw</translation>
        </message>
        <message>
            <source>time fitted</source>
            <translation>拟合时间</translation>
        </message>
        <message>
            <source>%1
at %2: %3</source>
            <translation>%1
%2 时：%3</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ParetoChart</name>
        <message>
            <source>Days vs dollars: the Pareto front across GPU counts</source>
            <translation>天数与美元：各 GPU 数量的帕累托前沿</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>预测作业时间（天）</translation>
        </message>
        <message>
            <source>Total cost (million $)</source>
            <translation>总成本（百万 $）</translation>
        </message>
        <message>
            <source>Pareto front</source>
            <translation>帕累托前沿</translation>
        </message>
        <message>
            <source>Sync wall of a family</source>
            <translation>一个布局族的 sync wall</translation>
        </message>
        <message>
            <source>%1
%2, %3%4</source>
            <translation>%1
%2，%3%4</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SensitivityTable</name>
        <message>
            <source>What if</source>
            <translation>假设</translation>
        </message>
        <message>
            <source>Job time</source>
            <translation>作业时间</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>成本</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>敏感性</translation>
        </message>
        <message>
            <source>Each row re-evaluates this plan with one input changed: scale-out NIC bandwidth × 1.1, switch hop latency + 1 µs, packet loss set to 0.01 / 0.1 / 1 %, one GPU 15 % slower.</source>
            <translation>每行在改变一个输入后重新评估此计划：横向扩展 NIC 带宽 × 1.1，交换机跳延迟 + 1 µs，丢包设为 0.01 / 0.1 / 1 %，一个 GPU 慢 15 %。</translation>
        </message>
        <message>
            <source>does not fit</source>
            <translation>放不下</translation>
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
            <translation>一步的时间去向</translation>
        </message>
        <message>
            <source>Time per step (seconds)</source>
            <translation>每步时间（秒）</translation>
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
            <translation>每步时间（秒）；图例：A → B</translation>
        </message>
        <message>
            <source>%1%2: %3 of a %4 step (%5)</source>
            <translation>%1%2：%4 步中的 %3（%5）</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SummaryStrip</name>
        <message>
            <source>Last plan that runs</source>
            <translation>最后一个可运行的计划</translation>
        </message>
        <message>
            <source>This plan cannot run: %1 %2</source>
            <translation>此计划无法运行：%1 %2</translation>
        </message>
        <message>
            <source>Last plan that runs — this one: %1 %2</source>
            <translation>最后一个可运行的计划 — 当前计划：%1 %2</translation>
        </message>
        <message>
            <source>No plan that runs yet</source>
            <translation>尚无可运行的计划</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SyncWallChart</name>
        <message>
            <source>Sync wall: job time vs GPU count (global batch fixed)</source>
            <translation>Sync wall：作业时间与 GPU 数量（全局批量固定）</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>预测作业时间（天）</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>理论最小值</translation>
        </message>
        <message>
            <source>Predicted</source>
            <translation>预测</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>拐点</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>此计划</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3</source>
            <translation>%1
%2 个 GPU：%3</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the GPU count</source>
            <translation>单击以获得焦点；再次单击以设置 GPU 数量</translation>
        </message>
        <message>
            <source>Click to set the GPU count (the nearest valid count); drag to pan</source>
            <translation>单击设置 GPU 数量（最近的有效数量）；拖动以平移</translation>
        </message>
    </context>
</TS>
