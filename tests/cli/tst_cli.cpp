// The `jct` command line run as a process, as users' scripts run it: exit codes,
// the JSON contract of INTERFACES.md, bad input refused with the key path and never a
// crash, and the accuracy goals on the published runs.

#include "app/format/scenariofile.h"
#include "app/format/scenariojson.h"
#include "common/processrun.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"
#include "core/studies/capacity.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sys/stat.h>
#include <vector>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCli final : public QObject
{
    Q_OBJECT

private:
    using Run = jct::test::ProcessRun;

    QString m_jct;
    QString m_data; // tests/data: copies of shared/validation, so that no test skips
    QTemporaryDir m_dir;

    Run jct(const QStringList &args) { return jct::test::runProcess(m_jct, args); }

    QString write(const QString &name, const QByteArray &content)
    {
        return jct::test::writeFixture(QDir(m_dir.path()), name, content);
    }

    // The predicted figure of each row of a `jct validate --json` output by id; the rows the
    // planner refused (no prediction) go to `refused` when given.
    static QHash<QString, double> predictedById(const QJsonObject &validated, QStringList *refused = nullptr)
    {
        QHash<QString, double> predicted;
        for (const QJsonValue &v : validated.value(QStringLiteral("rows")).toArray()) {
            const QJsonObject row = v.toObject();
            const QString id = row.value(QStringLiteral("id")).toString();
            if (row.value(QStringLiteral("predicted")).isDouble())
                predicted.insert(id, row.value(QStringLiteral("predicted")).toDouble());
            else if (refused)
                *refused << id;
        }
        return predicted;
    }

    // One family's figures of a `jct validate --json` output, e.g. ("precision", "fp8").
    static QJsonObject validatedFamily(const QJsonObject &validated, const QString &grouping, const QString &family)
    {
        return validated.value(QStringLiteral("families"))
            .toObject()
            .value(grouping)
            .toObject()
            .value(family)
            .toObject();
    }

    static double familyMedian(const QJsonObject &validated, const QString &grouping, const QString &family)
    {
        return validatedFamily(validated, grouping, family).value(QStringLiteral("median_abs_error")).toDouble();
    }

    // `jct validate --json` on a published-runs file of tests/data/validation; with
    // `rows` > 0, every one of that many rows predicted (none refused).
    void validateJson(const QString &name, QJsonObject &result, int rows = 0)
    {
        const QString file = m_data + QStringLiteral("/validation/") + name;
        QVERIFY2(QFileInfo::exists(file), qPrintable(file));
        const Run r = jct({QStringLiteral("validate"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        result = QJsonDocument::fromJson(r.out).object();
        if (rows > 0) {
            QCOMPARE(result.value(QStringLiteral("compared")).toInt(), rows);
            QCOMPARE(result.value(QStringLiteral("misses")).toInt(), 0);
        }
    }

private slots:
    void initTestCase()
    {
        m_jct = qEnvironmentVariable("JCT_BINARY_DIR") + QStringLiteral("/bin/jct");
        m_data = qEnvironmentVariable("JCT_TEST_DATA_DIR");
        QVERIFY2(QFileInfo::exists(m_jct), qPrintable(m_jct));
        QVERIFY(m_dir.isValid());
    }

    // The default plan with one key changed, as a file.
    QString defaultPlanWith(const QString &name, const QString &section, const QString &key, const QJsonValue &value)
    {
        QJsonObject plan = jct::format::scenarioToJson(jct::format::defaultScenario());
        QJsonObject inner = plan.value(section).toObject();
        inner.insert(key, value);
        plan.insert(section, inner);
        return write(name, QJsonDocument(plan).toJson());
    }

    // Issue #16, item 1: the documented maximum global batch (2^28) killed eval, report,
    // plot, search and capacity with SIGFPE (int overflow of tp·pp·cp·dp, then a division
    // by zero); each now runs and gives the figures worked out in tst_capacity.
    void documentedMaximumGlobalBatch()
    {
        const QString plan = defaultPlanWith(QStringLiteral("batch-2-28.jctplan"), QStringLiteral("training"),
                                             QStringLiteral("global_batch"), 268435456);
        const Run eval = jct({QStringLiteral("eval"), plan, QStringLiteral("--json")});
        QCOMPARE(eval.status, QProcess::NormalExit);
        QCOMPARE(eval.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(eval.out).object();
        QCOMPARE(o.value(QStringLiteral("sync_wall")).toObject().value(QStringLiteral("gpus")).toInt(),
                 262144);                                                     // dp 4,096: see tst_capacity
        QCOMPARE(o.value(QStringLiteral("micro_batches")).toInt(), 16777216); // 2^28 / dp 16
        const Run evalText = jct({QStringLiteral("eval"), plan});
        QVERIFY2(evalText.out.contains("→ dp 16 on 1,024 GPUs; 16,777,216 micro-batches of 1 per step"),
                 evalText.out.constData());
        const Run capacity = jct({QStringLiteral("capacity"), plan, QStringLiteral("--deadline"), QStringLiteral("31"),
                                  QStringLiteral("--json")});
        QCOMPARE(capacity.status, QProcess::NormalExit);
        QCOMPARE(capacity.exitCode, 0);
        QVERIFY2(capacity.out.contains("\"gpus\": 512"), capacity.out.constData());
        const Run text = jct({QStringLiteral("capacity"), plan, QStringLiteral("--deadline"), QStringLiteral("31")});
        QVERIFY2(text.out.contains("Fewest GPUs to finish within 31.00 days: 512 GPUs (dp 8;"), text.out.constData());
        QVERIFY2(text.out.contains("Least cost per trained token: 64 GPUs (dp 1)"), text.out.constData());
        const Run sweep = jct({QStringLiteral("sweep"), plan, QStringLiteral("--gpus"), QStringLiteral("64:16777216")});
        QCOMPARE(sweep.status, QProcess::NormalExit);
        QCOMPARE(sweep.exitCode, 0);
        // The fastest row that runs as stated is the wall's (245,632 GPUs, dp 3,838, is 4.47 h
        // only with the batch split unevenly, and is noted so).
        QVERIFY2(
            sweep.out.contains("Fastest of these rows with an even batch split: 262,144 GPUs, predicted JCT 4.48 h"),
            sweep.out.constData());
        QVERIFY2(sweep.out.contains("245,632  3,838")
                     && sweep.out.contains("uneven: B/b = 268,435,456 is not a multiple of dp"),
                 sweep.out.constData());
        QVERIFY2(sweep.out.contains("Sync wall: 262,144 GPUs (dp 4,096) give the least predicted JCT with the global "
                                    "batch fixed, 4.48 h; every valid count evaluated (19 data-parallel sizes"),
                 sweep.out.constData());
        QVERIFY(!sweep.out.contains("inf") && !sweep.out.contains("nan"));
        const Run search = jct({QStringLiteral("search"), plan, QStringLiteral("--top"), QStringLiteral("1")});
        QCOMPARE(search.status, QProcess::NormalExit);
        QCOMPARE(search.exitCode, 0);
        const QString png = m_dir.filePath(QStringLiteral("batch-2-28.png"));
        const Run plot = jct({QStringLiteral("plot"), plan, QStringLiteral("--chart"), QStringLiteral("sync-wall"),
                              QStringLiteral("-o"), png});
        QCOMPARE(plot.status, QProcess::NormalExit);
        QCOMPARE(plot.exitCode, 0);
        QVERIFY(QFileInfo(png).size() > 0);
    }

    // Issue #16, item 3: a job MTBF of 32 s against a checkpoint of 41 s printed "inf days"
    // and "-nan %" with exit 0. It is a plan that cannot run (exit 1), with the reason.
    void failuresOutpacingCheckpointsCannotRun()
    {
        const jct::Result base = jct::evaluate(jct::format::defaultScenario().scenario);
        QJsonObject planJson = jct::format::scenarioToJson(jct::format::defaultScenario());
        QJsonObject storage = planJson.value(QStringLiteral("storage")).toObject();
        // 41 s for the checkpoint: write bandwidth = size / 41 s, in Gbit/s.
        storage.insert(QStringLiteral("checkpoint_write_gbps"), base.checkpoint.sizeBytes / 41.0 * 8.0 / 1e9);
        planJson.insert(QStringLiteral("storage"), storage);
        QJsonObject reliability = planJson.value(QStringLiteral("reliability")).toObject();
        reliability.insert(QStringLiteral("job_mtbf_hours"), 32.0 / 3600.0);
        planJson.insert(QStringLiteral("reliability"), reliability);
        const QString plan = write(QStringLiteral("mtbf-32s.jctplan"), QJsonDocument(planJson).toJson());
        const QByteArray reason = "expected failures outpace checkpoints: job MTBF 32.0 s < checkpoint write 41.0 s";

        const Run eval = jct({QStringLiteral("eval"), plan});
        QCOMPARE(eval.status, QProcess::NormalExit);
        QCOMPARE(eval.exitCode, 1);
        QVERIFY2(eval.out.contains(QByteArray(QByteArray("INFEASIBLE   ") + reason)), eval.out.constData());
        for (const char *bad : {"inf days", "nan", "$inf"})
            QVERIFY2(!eval.out.contains(bad), eval.out.constData());
        const Run json = jct({QStringLiteral("eval"), plan, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(o.value(QStringLiteral("fits")).toBool(true), false);
        QVERIFY(o.value(QStringLiteral("infeasible_reason")).toString().startsWith(QString::fromUtf8(reason)));
        QCOMPARE(o.value(QStringLiteral("infeasible_key")).toString(), QStringLiteral("storage.checkpoint_write_gbps"));
        // Every layout has the same checkpoint and MTBF: none runs, and the search says why.
        const Run search = jct({QStringLiteral("search"), plan});
        QCOMPARE(search.exitCode, 1);
        QVERIFY2(search.out.contains("but none finishes"), search.out.constData());
        QVERIFY(!search.out.contains("inf days") && !search.out.contains("nan"));
    }

    void evalDefaultScenario()
    {
        const Run r = jct({QStringLiteral("eval")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("predicted"));
        QVERIFY(r.out.contains("days"));
        // 1,024 GPUs × $2.50/h / 60 = $42.67 per idle minute.
        QVERIFY(r.out.contains("cost of an idle minute $42.67"));
    }

    // Issue 14 items 3–5 in `jct eval`: async copy and flush apart (the seed's 1 TB flushed at
    // 200 GB/s: δ = 5.12 s), the recovery in its parts, failures by source, the data loading,
    // the serial part and goodput, in the text and the JSON.
    void evalShowsCheckpointsFailuresAndStorage()
    {
        const QString seed = m_data + QStringLiteral("/async-checkpoint-seed.jctplan");
        const Run text = jct({QStringLiteral("eval"), seed});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("blocks 5.12 s each (async: max of copy "), text.out.constData());
        QVERIFY2(text.out.contains(", flush 5.12 s); final 5.12 s;"), text.out.constData());
        QVERIFY(text.out.contains("by source  the plan's job MTBF overrides the per-component MTBFs"));
        const Run json = jct({QStringLiteral("eval"), seed, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        const QJsonObject ck = o.value(QStringLiteral("checkpoint")).toObject();
        QCOMPARE(ck.value(QStringLiteral("flush_s")).toDouble(), 5.12);
        QCOMPARE(ck.value(QStringLiteral("final_s")).toDouble(), 5.12);
        QVERIFY(ck.value(QStringLiteral("copy_s")).toDouble() < 5.12);
        QVERIFY(qAbs(ck.value(QStringLiteral("young_s")).toDouble() - 940.604) < 1e-3);
        const QJsonObject failures = o.value(QStringLiteral("failures")).toObject();
        QVERIFY(failures.value(QStringLiteral("by_source")).isNull());
        const QJsonObject parts = failures.value(QStringLiteral("recovery_parts_s")).toObject();
        QCOMPARE(parts.value(QStringLiteral("drain")).toDouble(), 60.0);
        QCOMPARE(parts.value(QStringLiteral("provision")).toDouble(), 360.0);
        QCOMPARE(parts.value(QStringLiteral("reinit")).toDouble(), 180.0);
        QVERIFY(o.value(QStringLiteral("goodput")).toDouble() > 0.9);

        // Every source, the storage uplinks, staging and validation.
        const QString ops = m_data + QStringLiteral("/../golden/plans/operations-failures-storage.jctplan");
        const Run opsText = jct({QStringLiteral("eval"), ops});
        QCOMPARE(opsText.exitCode, 0);
        QVERIFY2(opsText.out.contains("    by source  GPUs "), opsText.out.constData());
        QVERIFY(opsText.out.contains(", software "));
        QVERIFY(opsText.out.contains("    recovery   drain "));
        QVERIFY(opsText.out.contains("  Data         "));
        QVERIFY(opsText.out.contains("  Serial       10.3 min (startup, staging)"));
        const Run opsJson = jct({QStringLiteral("eval"), ops, QStringLiteral("--json")});
        const QJsonObject p = QJsonDocument::fromJson(opsJson.out).object();
        const QJsonObject bySource =
            p.value(QStringLiteral("failures")).toObject().value(QStringLiteral("by_source")).toObject();
        double sum = 0.0;
        for (const char *key : {"gpu", "nic", "switch", "optics", "host", "software"}) {
            QVERIFY2(bySource.value(QLatin1String(key)).toDouble() > 0.0, key);
            sum += bySource.value(QLatin1String(key)).toDouble();
        }
        const double expected =
            p.value(QStringLiteral("failures")).toObject().value(QStringLiteral("expected_failures")).toDouble();
        QVERIFY(qAbs(sum / expected - 1.0) < 1e-9);
        // 600 s startup + 2,000 GB staged at 100 GB/s.
        QCOMPARE(p.value(QStringLiteral("amdahl")).toObject().value(QStringLiteral("serial_s")).toDouble(), 620.0);
        const QJsonObject data = p.value(QStringLiteral("data_loading")).toObject();
        QCOMPARE(data.value(QStringLiteral("delivered_gbps")).toDouble(), 2000.0);
        // 1,024 sequences × 8,192 tokens × 4,096 B = 34.36 GB per step.
        QVERIFY(qAbs(data.value(QStringLiteral("bytes_per_step_gb")).toDouble() - 34.359738368) < 1e-9);
        QVERIFY(p.value(QStringLiteral("validation_s")).toDouble() > 0.0);
    }

    // Issue 14's repro: Llama 3 8B, pure DP on RoCE 400G, B = 1,024. The exact sync wall is
    // 512 GPUs (the old log grid said 1,024); the knee at 70 % is 512 too, at 85 % 256.
    void evalSyncWallIsExactAndNamesTheKnee()
    {
        const QString plan = m_data + QStringLiteral("/syncwall-llama3-8b-roce400.jctplan");
        const Run json = jct({QStringLiteral("eval"), plan, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject wall =
            QJsonDocument::fromJson(json.out).object().value(QStringLiteral("sync_wall")).toObject();
        QCOMPARE(wall.value(QStringLiteral("gpus")).toInt(), 512);
        QCOMPARE(wall.value(QStringLiteral("dp")).toInt(), 512);
        QCOMPARE(wall.value(QStringLiteral("counts")).toInt(), 11);
        QCOMPARE(wall.value(QStringLiteral("knee_gpus")).toInt(), 512);
        QCOMPARE(wall.value(QStringLiteral("knee_threshold")).toDouble(), 0.7);
        QCOMPARE(wall.value(QStringLiteral("knee_below_gpus")).toInt(), 1024);
        QCOMPARE(wall.value(QStringLiteral("base_gpus")).toInt(), 4);
        QCOMPARE(wall.value(QStringLiteral("batch_limit_gpus")).toInt(), 1024);
        QCOMPARE(wall.value(QStringLiteral("at_batch_limit")).toBool(true), false);
        QCOMPARE(wall.value(QStringLiteral("knee_at_batch_limit")).toBool(true), false);
        QVERIFY(wall.contains(QStringLiteral("marginal_limit_gpus"))); // kept for scripts
        // The same figures in the text; the marginal-limit line is gone.
        const Run text = jct({QStringLiteral("eval"), plan});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Sync wall    512 GPUs (dp 512) give the least predicted JCT"),
                 text.out.constData());
        QVERIFY(text.out.contains("Knee         scaling efficiency stays at or above 70 % up to 512 GPUs"));
        QVERIFY(!text.out.contains("under half its share"));
        // A stricter threshold.
        const Run strict = jct(
            {QStringLiteral("eval"), plan, QStringLiteral("--json"), QStringLiteral("--knee"), QStringLiteral("85")});
        QCOMPARE(strict.exitCode, 0);
        const QJsonObject strictWall =
            QJsonDocument::fromJson(strict.out).object().value(QStringLiteral("sync_wall")).toObject();
        QCOMPARE(strictWall.value(QStringLiteral("knee_gpus")).toInt(), 256);
        QCOMPARE(strictWall.value(QStringLiteral("knee_threshold")).toDouble(), 0.85);
        QCOMPARE(strictWall.value(QStringLiteral("gpus")).toInt(), 512);
        // `jct sweep` samples 256 … 1,024 (dp 512 not among its rows) and still names the
        // exact wall, as `jct eval` does.
        const Run sweep = jct({QStringLiteral("sweep"), plan, QStringLiteral("--gpus"), QStringLiteral("256:1024")});
        QCOMPARE(sweep.exitCode, 0);
        QVERIFY2(sweep.out.contains("Sync wall: 512 GPUs (dp 512) give the least predicted JCT"),
                 sweep.out.right(600).constData());
        QVERIFY(sweep.out.contains("Knee: scaling efficiency stays at or above 70 % up to 512 GPUs"));
        for (const char *bad : {"0", "101", "seventy"}) {
            const Run r = jct({QStringLiteral("eval"), plan, QStringLiteral("--knee"), QLatin1String(bad)});
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.err.contains("--knee"));
        }
    }

    // Issue 14 item 7: the seed's 1,024 H100 at $30/h, its cost of waiting priced.
    void evalPricesWaiting()
    {
        const QString plan = qEnvironmentVariable("JCT_SOURCE_DIR")
                             + QStringLiteral("/resources/examples/gpt3-175b-1024-h100-30usd.jctplan");
        const Run text = jct({QStringLiteral("eval"), plan});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("  Waiting      $8.53 a second, $512 an idle minute: a 10 s stall on this cluster "
                                   "costs $85.33; a 10 % slowdown for an hour costs $3,072"),
                 text.out.constData());
        const Run json = jct({QStringLiteral("eval"), plan, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject cost = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("cost")).toObject();
        QVERIFY(qAbs(cost.value(QStringLiteral("per_idle_second_usd")).toDouble() - 1024 * 30.0 / 3600.0) < 1e-9);
        QCOMPARE(cost.value(QStringLiteral("per_idle_minute_usd")).toDouble(), 512.0);
        const QJsonObject waiting = cost.value(QStringLiteral("waiting")).toObject();
        QCOMPARE(waiting.value(QStringLiteral("stall_s")).toDouble(), 10.0);
        QVERIFY(qAbs(waiting.value(QStringLiteral("stall_usd")).toDouble() - 256.0 / 3.0) < 1e-9);
        QCOMPARE(waiting.value(QStringLiteral("slowdown_fraction")).toDouble(), 0.1);
        QCOMPARE(waiting.value(QStringLiteral("slowdown_s")).toDouble(), 3600.0);
        QVERIFY(qAbs(waiting.value(QStringLiteral("slowdown_usd")).toDouble() - 3072.0) < 1e-9);
    }

    void evalJsonHasTheContractKeys()
    {
        const Run r = jct({QStringLiteral("eval"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *key : {"fits", "memory_per_gpu_gib", "infeasible_reason", "dp", "steps", "step_time_s",
                                "tflops_per_gpu", "mfu", "hfu", "theoretical_days", "predicted_days", "efficiency",
                                "bound", "breakdown_s", "checkpoint", "failures", "cost", "sync_wall", "assumed"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        for (const char *key :
             {"compute", "bubble", "tp_comm", "pp_comm", "dp_comm", "ep_comm", "optimizer", "straggler"})
            QVERIFY2(o.value(QStringLiteral("breakdown_s")).toObject().contains(QLatin1String(key)), key);
        for (const char *key : {"size_gb", "interval_s", "blocking_s", "overhead_fraction"})
            QVERIFY(o.value(QStringLiteral("checkpoint")).toObject().contains(QLatin1String(key)));
        for (const char *key : {"job_mtbf_hours", "expected_failures", "overhead_fraction"})
            QVERIFY(o.value(QStringLiteral("failures")).toObject().contains(QLatin1String(key)));
        for (const char *key : {"total_usd", "idle_usd", "per_idle_minute_usd"})
            QVERIFY(o.value(QStringLiteral("cost")).toObject().contains(QLatin1String(key)));
        QCOMPARE(o.value(QStringLiteral("dp")).toInt(), 16);
        QVERIFY(o.value(QStringLiteral("fits")).toBool());
        QVERIFY(o.value(QStringLiteral("sync_wall")).toObject().value(QStringLiteral("gpus")).toInt() > 1024);
        // $2.50/h × 1,024 GPUs / 60 = $42.67 per idle minute.
        QVERIFY(
            std::fabs(o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("per_idle_minute_usd")).toDouble()
                      - 42.6667)
            < 1e-3);
        const double sum = [&] {
            double s = 0;
            const QJsonObject b = o.value(QStringLiteral("breakdown_s")).toObject();
            for (auto it = b.begin(); it != b.end(); ++it)
                s += it.value().toDouble();
            return s;
        }();
        QVERIFY(std::fabs(sum - o.value(QStringLiteral("step_time_s")).toDouble()) < 1e-9);

        // Sensitivity: +10 % bandwidth never slower, loss never faster, more loss worse.
        const QJsonArray what = o.value(QStringLiteral("sensitivity")).toArray();
        QCOMPARE(what.size(), 6);
        QHash<QString, double> delta;
        for (const QJsonValue &v : what)
            delta.insert(v.toObject().value(QStringLiteral("key")).toString(),
                         v.toObject().value(QStringLiteral("delta_days")).toDouble());
        QVERIFY(delta.value(QStringLiteral("bandwidth_plus_10pct")) <= 0.0);
        QVERIFY(delta.value(QStringLiteral("hop_latency_plus_1us")) >= 0.0);
        QVERIFY(delta.value(QStringLiteral("loss_0.01pct")) <= delta.value(QStringLiteral("loss_0.1pct")));
        QVERIFY(delta.value(QStringLiteral("loss_0.1pct")) < delta.value(QStringLiteral("loss_1pct")));
        QVERIFY(delta.value(QStringLiteral("straggler_15pct")) > 0.0);
    }

    void infeasiblePlanExitsOneAndSaysWhy()
    {
        const QString path = write(QStringLiteral("oom.jctplan"), R"({"model": {"preset": "gpt3-175b"},
            "parallelism": {"tp": 8, "pp": 1}, "cluster": {"gpu": "a100-sxm-80gb", "gpus": 64},
            "training": {"global_batch": 64, "zero": 0, "recompute": "none"}})");
        const Run r = jct({QStringLiteral("eval"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("fits")).toBool(true), false);
        const QString reason = o.value(QStringLiteral("infeasible_reason")).toString();
        QVERIFY2(reason.contains(QStringLiteral("does not fit in memory"))
                     && reason.contains(QStringLiteral("over by")),
                 qPrintable(reason));
        QVERIFY(o.value(QStringLiteral("memory_per_gpu_gib")).toDouble() > 72.0);
    }

    void badInputExitsTwoWithTheKeyPath_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("malformed") << QByteArray("{\"model\": ") << QStringLiteral("line 1");
        QTest::newRow("empty file") << QByteArray("") << QStringLiteral("malformed JSON");
        QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff", 4) << QStringLiteral("malformed JSON");
        QTest::newRow("unknown key") << QByteArray(R"({"traning": {}})") << QStringLiteral("traning: unknown key");
        QTest::newRow("range") << QByteArray(R"({"cluster": {"gpus": 0}})") << QStringLiteral("cluster.gpus");
        QTest::newRow("type") << QByteArray(R"({"storage": {"async_checkpoint": "yes"}})")
                              << QStringLiteral("storage.async_checkpoint");
        QTest::newRow("unknown id") << QByteArray(R"({"cluster": {"gpu": "v100"}})") << QStringLiteral("cluster.gpu");
        QTest::newRow("layout") << QByteArray(R"({"parallelism": {"tp": 8, "pp": 8}, "cluster": {"gpus": 1000}})")
                                << QStringLiteral("cluster.gpus");
        QTest::newRow("tp vs heads") << QByteArray(R"({"parallelism": {"tp": 5}, "cluster": {"gpus": 1000}})")
                                     << QStringLiteral("parallelism.tp");
        QTest::newRow("batch") << QByteArray(
            R"({"parallelism": {"tp": 8, "pp": 8}, "training": {"global_batch": 100}})")
                               << QStringLiteral("training.global_batch");
        QTest::newRow("huge number") << QByteArray(R"({"training": {"tokens": 1e400}})")
                                     << QStringLiteral("line 1, column");
        QTest::newRow("deep nesting") << QByteArray(QByteArray(5000, '[') + QByteArray(5000, ']'))
                                      << QStringLiteral("malformed JSON");
    }
    void badInputExitsTwoWithTheKeyPath()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, fragment);
        const QString path = write(QStringLiteral("bad.jctplan"), content);
        const QByteArray before = content;
        const Run r = jct({QStringLiteral("eval"), path});
        QCOMPARE(r.status, QProcess::NormalExit); // never a crash
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(fragment), r.err.constData());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before); // reading never modifies the file
    }

    void missingFileAndUnknownCommand()
    {
        QCOMPARE(jct({QStringLiteral("eval"), m_dir.filePath(QStringLiteral("nope.jctplan"))}).exitCode, 2);
        QCOMPARE(jct({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(jct({}).exitCode, 2);
        QCOMPARE(jct({QStringLiteral("--help")}).exitCode, 0);
    }

    // Every command answers --help on stdout with its usage line, its description and its
    // own options (the man page is made from this text), and exits 0; --version prints the
    // project's version (CMakeLists.txt), the one the package and the window show.
    void commandHelpAndVersion_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::newRow("eval") << "eval"
                              << "--knee <PERCENT>";
        QTest::newRow("sweep") << "sweep"
                               << "--gpus <A:B>";
        QTest::newRow("validate") << "validate"
                                  << "--json";
        QTest::newRow("fit-nccl") << "fit-nccl"
                                  << "--into <PLAN>";
        QTest::newRow("capacity") << "capacity"
                                  << "--deadline <DAYS>";
        QTest::newRow("report") << "report"
                                << "--compare <B.jctplan>";
        QTest::newRow("plot") << "plot"
                              << "--chart <NAME>";
        QTest::newRow("search") << "search"
                                << "--objective <O>";
    }
    void commandHelpAndVersion()
    {
        QFETCH(QString, command);
        QFETCH(QString, option);
        for (const QString &help : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const Run r = jct({command, help});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(!r.err.contains("usage"), r.err.constData()); // help is not an error
            const QString out = QString::fromUtf8(r.out);
            QVERIFY2(out.startsWith(QStringLiteral("usage: jct %1").arg(command)), qPrintable(out));
            QVERIFY2(out.contains(QStringLiteral("-h, --help")), qPrintable(out));
            QVERIFY2(!out.contains(QStringLiteral("--help-all")), qPrintable(out)); // no Qt options here
            QVERIFY2(out.contains(option), qPrintable(out));
            QCOMPARE(out.split(QLatin1Char('\n')).at(1).isEmpty(), false); // the description
        }
        const Run version = jct({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QCOMPARE(QString::fromUtf8(version.out), QStringLiteral("jct " JCT_VERSION "\n"));
    }

    void searchJsonTopN()
    {
        const Run r =
            jct({QStringLiteral("search"), QStringLiteral("--top"), QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *key : {"candidates", "feasible", "seconds", "top", "evaluated", "pruned_by_memory", "why"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(o.value(QStringLiteral("candidates")).toDouble() >= o.value(QStringLiteral("feasible")).toDouble());
        QVERIFY(o.value(QStringLiteral("feasible")).toDouble() > 0);
        QVERIFY(o.value(QStringLiteral("pruned_by_memory")).toDouble() > 0);
        const QJsonArray top = o.value(QStringLiteral("top")).toArray();
        QCOMPARE(top.size(), 3);
        double previous = 0.0;
        for (const QJsonValue &v : top) {
            const QJsonObject t = v.toObject();
            for (const char *key : {"tp",
                                    "pp",
                                    "dp",
                                    "cp",
                                    "ep",
                                    "vpp",
                                    "first_stage_layers",
                                    "last_stage_layers",
                                    "etp",
                                    "micro_batch",
                                    "recompute",
                                    "zero",
                                    "sequence_parallel",
                                    "order",
                                    "predicted_days",
                                    "step_time_s",
                                    "breakdown_s",
                                    "memory_per_gpu_gib",
                                    "cost",
                                    "fits",
                                    "checkpoint",
                                    "failures",
                                    "sync_wall",
                                    "sensitivity",
                                    "mfu",
                                    "efficiency"})
                QVERIFY2(t.contains(QLatin1String(key)), key);
            QVERIFY(t.value(QStringLiteral("fits")).toBool());
            QCOMPARE(t.value(QStringLiteral("tp")).toInt() * t.value(QStringLiteral("pp")).toInt()
                         * t.value(QStringLiteral("cp")).toInt() * t.value(QStringLiteral("dp")).toInt(),
                     1024);
            QCOMPARE(1536 % (t.value(QStringLiteral("micro_batch")).toInt() * t.value(QStringLiteral("dp")).toInt()),
                     0);
            const double days = t.value(QStringLiteral("predicted_days")).toDouble();
            QVERIFY(days >= previous);
            previous = days;
        }
        // The default plan (tp 8, pp 8, vpp 3) is in the space: the best is no slower.
        const Run eval = jct({QStringLiteral("eval"), QStringLiteral("--json")});
        const double planDays =
            QJsonDocument::fromJson(eval.out).object().value(QStringLiteral("predicted_days")).toDouble();
        QVERIFY(top.first().toObject().value(QStringLiteral("predicted_days")).toDouble() <= planDays);
        QVERIFY(!o.value(QStringLiteral("why")).toArray().isEmpty());
    }

    void searchAcrossGpuCounts()
    {
        const Run r = jct({QStringLiteral("search"), QStringLiteral("--gpus"), QStringLiteral("512:2048"),
                           QStringLiteral("--objective"), QStringLiteral("cost"), QStringLiteral("--top"),
                           QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("gpu_counts")).toArray(), (QJsonArray{512, 1024, 2048}));
        QCOMPARE(o.value(QStringLiteral("objective")).toString(), QStringLiteral("cost"));
        const QJsonArray top = o.value(QStringLiteral("top")).toArray();
        QCOMPARE(top.size(), 5);
        for (qsizetype i = 1; i < top.size(); ++i)
            QVERIFY(top.at(i - 1)
                        .toObject()
                        .value(QStringLiteral("cost"))
                        .toObject()
                        .value(QStringLiteral("total_usd"))
                        .toDouble()
                    <= top.at(i)
                           .toObject()
                           .value(QStringLiteral("cost"))
                           .toObject()
                           .value(QStringLiteral("total_usd"))
                           .toDouble());
        // The Pareto front: faster points cost more.
        const QJsonArray pareto = o.value(QStringLiteral("pareto")).toArray();
        QVERIFY(pareto.size() >= 2);
        for (qsizetype i = 1; i < pareto.size(); ++i) {
            QVERIFY(pareto.at(i).toObject().value(QStringLiteral("predicted_days")).toDouble()
                    > pareto.at(i - 1).toObject().value(QStringLiteral("predicted_days")).toDouble());
            QVERIFY(pareto.at(i).toObject().value(QStringLiteral("total_usd")).toDouble()
                    < pareto.at(i - 1).toObject().value(QStringLiteral("total_usd")).toDouble());
        }
        const QJsonArray families = o.value(QStringLiteral("families")).toArray();
        QVERIFY(!families.isEmpty());
        for (const QJsonValue &f : families) {
            const QJsonObject family = f.toObject();
            QCOMPARE(family.value(QStringLiteral("points")).toArray().size(), 3);
            const int wall = family.value(QStringLiteral("sync_wall_gpus")).toInt();
            QVERIFY(wall > 0);
            QCOMPARE(wall
                         % (family.value(QStringLiteral("tp")).toInt() * family.value(QStringLiteral("pp")).toInt()
                            * family.value(QStringLiteral("cp")).toInt()),
                     0);
        }
        // The human form names the winner's advantage.
        const Run human = jct({QStringLiteral("search"), QStringLiteral("--gpus"), QStringLiteral("512:2048"),
                               QStringLiteral("--top"), QStringLiteral("4")});
        QCOMPARE(human.exitCode, 0);
        QVERIFY(human.out.contains("beats the runner-up"));
        QVERIFY(human.out.contains("Pareto front"));
        QVERIFY(human.out.contains("Sync wall"));
    }

    // Llama 3.1 405B: 126 layers, which no pp above 2 divides. The search's best pipelines
    // use uneven first and last stages, and both forms say so.
    void searchShowsUnevenStages()
    {
        const QString plan = write(QStringLiteral("llama405b.jctplan"), R"({
  "format": "jct-planner-scenario", "version": 1, "name": "Llama 3.1 405B shape",
  "model": {"layers": 126, "hidden": 16384, "heads": 128, "kv_heads": 8, "ffn": 53248, "vocab": 128256,
            "seq_len": 8192, "mlp": "swiglu"},
  "training": {"tokens": 1e12, "global_batch": 2048, "micro_batch": 1, "recompute": "selective",
               "sequence_parallel": true},
  "parallelism": {"tp": 8, "pp": 16, "first_stage_layers": 7, "last_stage_layers": 7},
  "cluster": {"gpu": "h100-sxm-80gb", "gpus": 1024},
  "network": {"preset": "ib-hdr-200"}
})");
        // On HDR 200G the per-micro-batch gathers of ZeRO 3 no longer hide and a deep,
        // uneven pipeline is the fastest layout (on 400G rails ZeRO 3 wins).
        const Run r = jct(
            {QStringLiteral("search"), plan, QStringLiteral("--top"), QStringLiteral("3"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray top = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("top")).toArray();
        QCOMPARE(top.size(), 3);
        const QJsonObject best = top.first().toObject();
        const int pp = best.value(QStringLiteral("pp")).toInt();
        const int first = best.value(QStringLiteral("first_stage_layers")).toInt();
        const int last = best.value(QStringLiteral("last_stage_layers")).toInt();
        QVERIFY(pp > 2);
        QVERIFY(first > 0 && last > 0);
        const int middle = (126 - first - last) / (pp - 2);
        QCOMPARE(first + last + (pp - 2) * middle, 126);
        QCOMPARE(middle % best.value(QStringLiteral("vpp")).toInt(), 0);
        const Run human = jct({QStringLiteral("search"), plan, QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(human.exitCode, 0);
        QVERIFY2(human.out.contains(QStringLiteral("first/last stage %1/%2 layers").arg(first).arg(last).toUtf8()),
                 human.out.constData());
    }

    void searchRefusesBadArgumentsAndReportsInfeasible()
    {
        const struct
        {
            QStringList args;
            const char *names;
        } cases[] = {
            {{QStringLiteral("--top"), QStringLiteral("0")}, "--top"},
            {{QStringLiteral("--objective"), QStringLiteral("fast")}, "--objective"},
            {{QStringLiteral("--gpus"), QStringLiteral("10:5")}, "--gpus"},
            {{QStringLiteral("--gpus"), QStringLiteral("lots")}, "--gpus"},
            {{QStringLiteral("--threads"), QStringLiteral("-1")}, "--threads"},
        };
        for (const auto &c : cases) {
            const Run r = jct(QStringList{QStringLiteral("search")} + c.args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(c.names), r.err.constData());
        }
        QCOMPARE(jct({QStringLiteral("search"), m_dir.filePath(QStringLiteral("nope.jctplan"))}).exitCode, 2);
        // GPT-3 175B does not fit on one or two GPUs in any layout: valid but infeasible.
        const Run none =
            jct({QStringLiteral("search"), QStringLiteral("--gpus"), QStringLiteral("1:2"), QStringLiteral("--json")});
        QCOMPARE(none.exitCode, 1);
        const QJsonObject o = QJsonDocument::fromJson(none.out).object();
        QCOMPARE(o.value(QStringLiteral("feasible")).toDouble(), 0.0);
        QVERIFY(o.value(QStringLiteral("candidates")).toDouble() > 0);
        QVERIFY(o.value(QStringLiteral("top")).toArray().isEmpty());
    }

    // The ZeRO-3 collective line is one reduce-scatter and one all-gather (33.3 s), not the
    // step's DP time (40.8 s: the gathers run forward and backward): the line says so. One
    // micro-batch reads in the singular.
    void zero3CollectiveLineSaysWhatItTimes()
    {
        const QString plan =
            qEnvironmentVariable("JCT_SOURCE_DIR") + QStringLiteral("/tests/golden/plans/deepspeed-zero3-a100.jctplan");
        const Run r = jct({QStringLiteral("eval"), plan});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("350 GB in 576 calls: 33.3 s for one of each (ZeRO-3 gathers twice a micro-batch, "
                                "forward and backward, and reduce-scatters once)"),
                 r.out.constData());
        QVERIFY2(r.out.contains("DP communication         40.8 s"), r.out.constData());
        QVERIFY2(r.out.contains("; 1 micro-batch of 2 per step"), r.out.constData());
    }

    // The sweep's rows hold the counts its summary names (the plan's 1,024 and the wall's
    // 12,288 fall between the log-spaced rows), the fastest row it names runs as stated
    // (an even split, as the wall), and a row that needs the batch split unevenly says so.
    // Capacity answers with a count `jct eval` takes, and names the uneven one after it.
    void sweepAndCapacityAnswerWithPlansThatRun()
    {
        const Run sweep = jct({QStringLiteral("sweep"), QStringLiteral("--gpus"), QStringLiteral("64:16384")});
        QCOMPARE(sweep.exitCode, 0);
        const QStringList lines = QString::fromUtf8(sweep.out).split(QLatin1Char('\n'));
        const auto row = [&lines](const QString &gpus) {
            for (const QString &line : lines)
                if (line.startsWith(gpus.rightJustified(8) + QLatin1Char(' ')))
                    return line;
            return QString();
        };
        QVERIFY2(row(QStringLiteral("1,024")).contains(QStringLiteral("8.29")), sweep.out.constData());
        QVERIFY2(row(QStringLiteral("12,288")).contains(QStringLiteral("  192 ")), sweep.out.constData());
        QVERIFY(!row(QStringLiteral("12,288")).contains(QStringLiteral("uneven")));
        QVERIFY2(sweep.out.contains("Fastest of these rows with an even batch split: 12,288 GPUs"),
                 sweep.out.constData());
        QVERIFY2(sweep.out.contains("Sync wall: 12,288 GPUs (dp 192)"), sweep.out.constData());
        // 1,536 sequences over dp 5 (320 GPUs of tp 8 · pp 8) do not split evenly.
        const QString gpt3 = qEnvironmentVariable("JCT_SOURCE_DIR")
                             + QStringLiteral("/resources/examples/gpt3-175b-1024-h100-30usd.jctplan");
        const Run uneven = jct({QStringLiteral("sweep"), gpt3, QStringLiteral("--gpus"), QStringLiteral("320:320")});
        QVERIFY2(uneven.out.contains("uneven: B/b = 1,536 is not a multiple of dp"), uneven.out.constData());
        // No even row in the range: no fastest row named, the plan's wall all the same.
        QVERIFY(!uneven.out.contains("Fastest of these rows"));
        QVERIFY2(uneven.out.contains("Sync wall: "), uneven.out.constData());
        const Run capacity =
            jct({QStringLiteral("capacity"), gpt3, QStringLiteral("--deadline"), QStringLiteral("30")});
        QCOMPARE(capacity.exitCode, 0);
        QVERIFY2(capacity.out.contains("Fewest GPUs to finish within 30.00 days: 384 GPUs (dp 6;"),
                 capacity.out.constData());
        QVERIFY2(capacity.out.contains("320 GPUs (dp 5) would, predicted 25.05 days, with a global batch that splits "
                                       "over 5 ranks"),
                 capacity.out.constData());
        // The JSON answers as the text does, the uneven count under its own key.
        const Run json = jct({QStringLiteral("capacity"), gpt3, QStringLiteral("--deadline"), QStringLiteral("30"),
                              QStringLiteral("--json")});
        const QJsonObject fewest =
            QJsonDocument::fromJson(json.out).object().value(QStringLiteral("fewest_gpus")).toObject();
        QCOMPARE(fewest.value(QStringLiteral("answer")).toObject().value(QStringLiteral("gpus")).toInt(), 384);
        QCOMPARE(fewest.value(QStringLiteral("fewest_uneven_split")).toObject().value(QStringLiteral("gpus")).toInt(),
                 320);
        QVERIFY(fewest.value(QStringLiteral("reachable")).toBool());
        // No count of a layout that never fits runs: exit 1 as eval's, the deadline check null.
        const QString noFit =
            qEnvironmentVariable("JCT_SOURCE_DIR") + QStringLiteral("/tests/golden/plans/does-not-fit.jctplan");
        const Run none = jct({QStringLiteral("capacity"), noFit, QStringLiteral("--deadline"), QStringLiteral("30"),
                              QStringLiteral("--json")});
        QCOMPARE(none.exitCode, 1);
        const QJsonObject sla = QJsonDocument::fromJson(none.out).object().value(QStringLiteral("sla")).toObject();
        QVERIFY(!sla.value(QStringLiteral("runs")).toBool());
        QVERIFY(sla.value(QStringLiteral("predicted_days")).isNull());
        QVERIFY(sla.value(QStringLiteral("margin_usd")).isNull());
    }

    void sweepCsv()
    {
        const Run r = jct({QStringLiteral("sweep"), QStringLiteral("--gpus"), QStringLiteral("64:16384:x2"),
                           QStringLiteral("--csv")});
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 1 + 9); // 64, 128, …, 16384
        QVERIFY(lines.first().startsWith("gpus,dp,micro_batches,fits,step_time_s,predicted_days"));
        QVERIFY(lines.at(1).startsWith("64,1,1536,true,"));
        // dp 256 leaves 6 micro-batches, fewer than pp = 8: the interleaved schedule cannot run.
        QVERIFY(lines.last().startsWith("16384,256,6,false,"));
        QVERIFY(lines.last().endsWith(",fewer than pp micro-batches for vpp > 1"));
        QVERIFY(lines.at(lines.size() - 2).startsWith("8192,128,12,true,"));
        // With the global batch fixed, 128 GPUs finish sooner than 64.
        const double days64 = lines.at(1).split(',').at(5).toDouble();
        const double days128 = lines.at(2).split(',').at(5).toDouble();
        QVERIFY(days128 < days64);
        QCOMPARE(jct({QStringLiteral("sweep"), QStringLiteral("--gpus"), QStringLiteral("64")}).exitCode, 2);
        // A step a hair above 1 would ask for ln(2^18)/ln(1.0000001) + 1 = 124,766,499 rows
        // (and their memory): refused, with the least factor that fits 100,000 rows,
        // (2^18)^(1/99,999) = 1.0001248.
        const Run tiny =
            jct({QStringLiteral("sweep"), QStringLiteral("--gpus"), QStringLiteral("64:16777216:x1.0000001")});
        QCOMPARE(tiny.exitCode, 2);
        QVERIFY2(
            tiny.err.contains("--gpus: the step factor x1.0000001 gives 124,766,499 rows from 64 to 16,777,216 GPUs, "
                              "at most 100,000 are allowed (a factor of at least 1.0001248)"),
            tiny.err.constData());
        QVERIFY(tiny.out.isEmpty());
    }

    // GPT-3 175B cut to 94 layers on pp 8 with no stage split given: the near-even split,
    // 6 middle stages of ⌈94/8⌉ = 12 and 11 + 11 at the ends, named in the layout line, in
    // `pipeline_stages` and among the assumed keys; the step as with 11 / 11 written out.
    void evalNamesTheNearEvenSplit()
    {
        const QByteArray plan =
            R"({"format": "jct-planner-scenario", "version": 1, "model": {"preset": "gpt3-175b", "layers": 94}, )"
            R"("parallelism": {"tp": 8, "pp": 8}})";
        const QString file = write(QStringLiteral("near-even.jctplan"), plan);
        const Run text = jct({QStringLiteral("eval"), file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("pp 8 (first 11, last 11 layers, near-even split)"), text.out.constData());
        const Run json = jct({QStringLiteral("eval"), file, QStringLiteral("--json")});
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        const QJsonObject stages = o.value(QStringLiteral("pipeline_stages")).toObject();
        QCOMPARE(stages.value(QStringLiteral("first_layers")).toInt(), 11);
        QCOMPARE(stages.value(QStringLiteral("middle_layers")).toInt(), 12);
        QCOMPARE(stages.value(QStringLiteral("middle_stages")).toInt(), 6);
        QCOMPARE(stages.value(QStringLiteral("last_layers")).toInt(), 11);
        QVERIFY(stages.value(QStringLiteral("near_even_split")).toBool());
        const QJsonArray assumed = o.value(QStringLiteral("assumed")).toArray();
        QVERIFY(assumed.contains(QStringLiteral("parallelism.first_stage_layers")));
        QVERIFY(assumed.contains(QStringLiteral("parallelism.last_stage_layers")));
        QByteArray written = plan;
        written.replace(R"("pp": 8})", R"("pp": 8, "first_stage_layers": 11, "last_stage_layers": 11})");
        const Run given =
            jct({QStringLiteral("eval"), write(QStringLiteral("given.jctplan"), written), QStringLiteral("--json")});
        const QJsonObject g = QJsonDocument::fromJson(given.out).object();
        QCOMPARE(g.value(QStringLiteral("step_time_s")).toDouble(), o.value(QStringLiteral("step_time_s")).toDouble());
        QVERIFY(
            !g.value(QStringLiteral("pipeline_stages")).toObject().value(QStringLiteral("near_even_split")).toBool());
        QVERIFY(
            !g.value(QStringLiteral("assumed")).toArray().contains(QStringLiteral("parallelism.first_stage_layers")));
    }

    // A published run whose global batch b·dp does not divide is predicted, not refused:
    // 1,000 sequences on tp 8 · pp 8 over 1,024 H100 (dp 16) take ceil(1000/16) = 63
    // micro-batches, the step of 1,008 to the last bit (`jct eval` refuses the same plan: a
    // plan written by hand states a batch the layout cannot run).
    void validatePricesAnUnevenPublishedBatch()
    {
        auto plan = [](int batch) {
            QJsonObject training;
            training.insert(QStringLiteral("global_batch"), batch);
            QJsonObject scenario;
            scenario.insert(QStringLiteral("format"), QStringLiteral("jct-planner-scenario"));
            scenario.insert(QStringLiteral("version"), 1);
            scenario.insert(QStringLiteral("training"), training);
            scenario.insert(QStringLiteral("parallelism"),
                            QJsonObject{{QStringLiteral("tp"), 8}, {QStringLiteral("pp"), 8}});
            return scenario;
        };
        auto row = [&](const QString &id, int batch) {
            QJsonObject compare;
            compare.insert(QStringLiteral("metric"), QStringLiteral("step_time_s"));
            compare.insert(QStringLiteral("measured"), 10.0);
            QJsonObject r;
            r.insert(QStringLiteral("id"), id);
            r.insert(QStringLiteral("source"), QStringLiteral("test"));
            r.insert(QStringLiteral("scenario"), plan(batch));
            r.insert(QStringLiteral("compare"), compare);
            return r;
        };
        const QString file = write(
            QStringLiteral("uneven-batch.json"),
            QJsonDocument(QJsonArray{row(QStringLiteral("b1000"), 1000), row(QStringLiteral("b1008"), 1008)}).toJson());
        const Run r = jct({QStringLiteral("validate"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("misses")).toInt(), 0);
        const QHash<QString, double> predicted = predictedById(o);
        QVERIFY(predicted.value(QStringLiteral("b1000")) > 1.0);
        QCOMPARE(predicted.value(QStringLiteral("b1000")), predicted.value(QStringLiteral("b1008")));
        const QString written = write(QStringLiteral("uneven-batch.jctplan"), QJsonDocument(plan(1000)).toJson());
        QVERIFY(jct({QStringLiteral("eval"), written}).exitCode != 0);
    }

    void validateMeetsTheAccuracyGoals()
    {
        QJsonObject o;
        validateJson(QStringLiteral("calibration.json"), o);
        if (QTest::currentTestFailed())
            return;
        double korthikanti = 0.0;
        int korthikantiRows = 0;
        const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
        for (const QJsonValue &v : rows) {
            const QJsonObject row = v.toObject();
            const QString id = row.value(QStringLiteral("id")).toString();
            // The eight Korthikanti et al. (2022) iteration times, 22B to 1T, without DP.
            if (id.startsWith(QStringLiteral("korthikanti22-")) && !id.contains(QStringLiteral("dp8"))) {
                korthikanti += std::fabs(row.value(QStringLiteral("error")).toDouble());
                ++korthikantiRows;
            }
        }
        QCOMPARE(korthikantiRows, 8);
        korthikanti /= korthikantiRows;
        const double median = o.value(QStringLiteral("median_abs_error")).toDouble();
        qInfo("Korthikanti et al. 8 rows: mean |error| %.2f %%; whole file (%d rows): median |error| %.2f %%",
              korthikanti * 100, o.value(QStringLiteral("compared")).toInt(), median * 100);
        // Issue #12's goals: the eight Korthikanti rows within 2.5 % on average, every row of
        // the file predicted (none refused, none reported as not fitting) and the whole file's
        // median |error| at most 5 %.
        QVERIFY(korthikanti <= 0.025);
        QVERIFY(median <= 0.05);
        QCOMPARE(o.value(QStringLiteral("compared")).toInt(), rows.size());
        QCOMPARE(rows.size(), 60);
        for (const QJsonValue &v : rows) {
            const QJsonObject row = v.toObject();
            QVERIFY2(row.value(QStringLiteral("predicted")).isDouble(),
                     qPrintable(row.value(QStringLiteral("id")).toString()));
        }
    }

    // Rows the constants were not fitted on (tests/data/validation/bridge-25.11-more.json:
    // the rest of Megatron-Bridge's 25.11 table). Every one predicted; the dense ones
    // within 10 % median; and, as measured there, MXFP8 is no faster than FP8 current
    // scaling on the same plan (block-scaled GEMMs run at the FP8 rate and their casts write
    // scales too): a separate MXFP8 efficiency fitted to two DeepSeek-V3 rows had put MXFP8
    // 37 % ahead on the GB200 Llama 3 8B plan, measured 5 % behind.
    void validateOnRowsNotFittedOn()
    {
        QJsonObject o;
        validateJson(QStringLiteral("bridge-25.11-more.json"), o, 18);
        if (QTest::currentTestFailed())
            return;
        const QJsonObject dense = validatedFamily(o, QStringLiteral("architecture"), QStringLiteral("dense"));
        QCOMPARE(dense.value(QStringLiteral("compared")).toInt(), 11);
        const double denseMedian = dense.value(QStringLiteral("median_abs_error")).toDouble();
        qInfo("Megatron-Bridge 25.11, rows not fitted on: dense median |error| %.2f %%, all rows %.2f %%",
              denseMedian * 100, o.value(QStringLiteral("median_abs_error")).toDouble() * 100);
        QVERIFY(denseMedian <= 0.10);
        const QHash<QString, double> predicted = predictedById(o);
        // Blackwell Ultra sustains more of the same nominal FP8 rate: the page measures the
        // GB300 rack 1.19x (FP8-CS) and 1.21x (MXFP8) the GB200 rack on this plan.
        for (const char *precision : {"fp8", "mxfp8"}) {
            const QString plan = QStringLiteral("bridge-25.11-%1-llama3-8b-8gpu-") + QLatin1String(precision);
            const double ratio =
                predicted.value(plan.arg(QStringLiteral("gb300"))) / predicted.value(plan.arg(QStringLiteral("gb200")));
            QVERIFY2(ratio >= 1.12 && ratio <= 1.26,
                     qPrintable(QStringLiteral("%1: GB300 / GB200 %2").arg(QLatin1String(precision)).arg(ratio)));
        }
        for (const char *gpu : {"gb300", "gb200", "b200"}) {
            const QString stem = QStringLiteral("bridge-25.11-%1-llama3-8b-8gpu-").arg(QLatin1String(gpu));
            const double fp8 = predicted.value(stem + QStringLiteral("fp8"));
            const double mxfp8 = predicted.value(stem + QStringLiteral("mxfp8"));
            QVERIFY2(fp8 > 0.0 && mxfp8 > 0.0, gpu);
            QVERIFY2(mxfp8 <= fp8 && mxfp8 >= 0.9 * fp8,
                     qPrintable(QStringLiteral("%1: MXFP8 %2 against FP8 %3 tokens/s")
                                    .arg(QLatin1String(gpu))
                                    .arg(mxfp8)
                                    .arg(fp8)));
        }
    }

    // The other eight releases of the same performance page (25.09, 26.02-26.08; 159
    // pre-training plans, none in calibration.json, encoded by bridge_releases.py with what
    // each assumes). Dense plans stay within a few per cent across releases; GB300's FP8 GEMM
    // efficiency of its own takes the GB300 plans from 15.3 % to 6.2 % (whole file 13.5 % ->
    // 9.3 %, dense 8.3 % -> 4.0 %). Fine-grained MoE of the releases before 26.06 stays fast.
    void validateBridgeReleases()
    {
        QJsonObject o;
        validateJson(QStringLiteral("bridge-releases.json"), o, 159);
        if (QTest::currentTestFailed())
            return;
        const double all = o.value(QStringLiteral("median_abs_error")).toDouble();
        const double dense = familyMedian(o, QStringLiteral("architecture"), QStringLiteral("dense"));
        const double gb300 = familyMedian(o, QStringLiteral("gpu"), QStringLiteral("gb300"));
        qInfo("Megatron-Bridge releases, rows not fitted on: median |error| %.2f %% (dense %.2f %%, GB300 %.2f %%)",
              all * 100, dense * 100, gb300 * 100);
        QVERIFY(all <= 0.11);
        QVERIFY(dense <= 0.06);
        QVERIFY(gb300 <= 0.09);
    }

    // MLPerf Training v4.1-v5.1 (GPT-3 175B, Llama 3.1 405B and 8B on H100, H200, B200, GB200,
    // GB300, MI355X; 60 submissions, encoded by mlperf_results.py from the result logs'
    // train_step_time and each submission's launch config), never fitted on. The 8B runs
    // data-parallel over 2-32 eight-GPU nodes with one or two micro-batches per step came
    // out up to 3.7x too slow (+25 % on 2 nodes, +150-270 % on 4-32) while reduce-scatters
    // and all-gathers of 8-GPU nodes crossed the fabric on one rail (core/README.md,
    // departures): the node's eight rails carry them, -33 % to +13 % now.
    void validateMlperfTraining()
    {
        QJsonObject o;
        validateJson(QStringLiteral("mlperf-training.json"), o, 60);
        if (QTest::currentTestFailed())
            return;
        QStringList refused;
        predictedById(o, &refused);
        QVERIFY2(refused.isEmpty(), qPrintable(refused.join(QLatin1Char(' '))));
        const double all = o.value(QStringLiteral("median_abs_error")).toDouble();
        std::vector<double> multiNode8b;
        for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
            const QJsonObject row = v.toObject();
            const QString id = row.value(QStringLiteral("id")).toString();
            const QString gpu = row.value(QStringLiteral("gpu")).toString();
            const bool hgx = gpu == QStringLiteral("b200") || gpu.startsWith(QStringLiteral("h100"))
                             || gpu.startsWith(QStringLiteral("h200"));
            if (hgx && id.contains(QStringLiteral("-llama31-8b-")) && !id.contains(QStringLiteral("-8gpu-")))
                multiNode8b.push_back(row.value(QStringLiteral("error")).toDouble());
        }
        QCOMPARE(multiNode8b.size(), std::size_t(14));
        const auto [fastest, slowest] = std::minmax_element(multiNode8b.begin(), multiNode8b.end());
        qInfo("MLPerf Training, rows not fitted on: median |error| %.2f %%; 8B on 2-32 HGX nodes %+.1f %% to %+.1f %%",
              all * 100, *fastest * 100, *slowest * 100);
        QVERIFY(all <= 0.08);                         // 6.1 %
        QVERIFY(*fastest > -0.36 && *slowest < 0.25); // Cisco's 16 H100 nodes -33.2 %
    }

    // The other DGX Cloud benchmarking releases with performance tables (24.11, 25.02, 25.04,
    // 25.05; 201 plans on H100 and GB200, none in calibration.json or dgxc-25.02.json; encoded
    // by dgxc_releases.py), never fitted on. FP8 within 6 % (median), BF16 8 %, mostly fast
    // on H100 (core/README.md, Calibration); the MoE recipes of 24.11-25.02 (Grok-1 without
    // grouped GEMM, DeepSeek-V3 BF16) are 10-60 % fast even without the 1F1B expert
    // all-to-all overlap, which those releases did not have (the rows say so).
    void validateDgxCloudReleases()
    {
        QJsonObject o;
        validateJson(QStringLiteral("dgxc-releases.json"), o, 201);
        if (QTest::currentTestFailed())
            return;
        const double all = o.value(QStringLiteral("median_abs_error")).toDouble();
        const double fp8 = familyMedian(o, QStringLiteral("precision"), QStringLiteral("fp8"));
        const double bf16 = familyMedian(o, QStringLiteral("precision"), QStringLiteral("bf16"));
        const double gb200 = familyMedian(o, QStringLiteral("gpu"), QStringLiteral("gb200"));
        qInfo(
            "DGX Cloud releases, rows not fitted on: median |error| %.2f %% (FP8 %.2f %%, BF16 %.2f %%, GB200 %.2f %%)",
            all * 100, fp8 * 100, bf16 * 100, gb200 * 100);
        QVERIFY(all <= 0.09);   // 7.3 %
        QVERIFY(fp8 <= 0.07);   // 5.7 %
        QVERIFY(bf16 <= 0.10);  // 8.1 %
        QVERIFY(gb200 <= 0.12); // 10.2 %
    }

    // Megatron-Core's own MoE figures (the MoE README, the DeepSeek-V3 GB200 guide, the MoE
    // recipes and the model zoo's Qwen3 benchmarks; 30 plans, encoded by moe_zoo.py with the
    // pages' TFLOP/s turned into tokens/s by the Megatron FLOP count of each figure's commit),
    // not fitted on, though their long-sequence rows were in view when Hopper's fused causal
    // attention took its own rate (Qwen3-235B on H100 at 16k-128k: +4 to -8 %, from -3 to
    // -25 % with the whole square at the GEMM efficiency). Known misses (core/README.md,
    // Calibration): GB200 at 128k (-58 %, Blackwell's attention still the whole square at
    // its GEMM rate) and Qwen3-30B-A3B on H100 (-40 %, the MoE layer floor of older releases).
    void validateMoeZoo()
    {
        QJsonObject o;
        validateJson(QStringLiteral("moe-zoo.json"), o, 30);
        if (QTest::currentTestFailed())
            return;
        const double all = o.value(QStringLiteral("median_abs_error")).toDouble();
        qInfo("Megatron-Core MoE figures, rows not fitted on: median |error| %.2f %%", all * 100);
        QVERIFY(all <= 0.11); // 8.9 %
    }

    // PyTorch-native stacks (llm-foundry's MPT benchmarks, torchtitan), never fitted on: their
    // attention is FlashAttention-2, which the catalog's published kernel figures time. With
    // attention at the GEMM efficiency, as Megatron-Core's, the file's median |error| is
    // 29.8 % and the 16k-64k sequences' 33.8 % (10.4 % and 2.8 % with it).
    void validatePyTorchStacks()
    {
        QJsonObject o;
        validateJson(QStringLiteral("pytorch-stacks.json"), o, 156);
        if (QTest::currentTestFailed())
            return;
        const double median = o.value(QStringLiteral("median_abs_error")).toDouble();
        std::vector<double> longSequences;
        for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
            const QString id = v.toObject().value(QStringLiteral("id")).toString();
            if (id.contains(QStringLiteral("-seq16384-")) || id.contains(QStringLiteral("-seq32768-"))
                || id.contains(QStringLiteral("-seq65536-")))
                longSequences.push_back(std::fabs(v.toObject().value(QStringLiteral("error")).toDouble()));
        }
        QCOMPARE(longSequences.size(), std::size_t(28));
        std::sort(longSequences.begin(), longSequences.end());
        const double longMedian = (longSequences[13] + longSequences[14]) / 2.0;
        qInfo("PyTorch-native stacks, rows not fitted on: median |error| %.2f %%, sequences of 16k-64k %.2f %%",
              median * 100, longMedian * 100);
        QVERIFY(median <= 0.11); // 9.5 %
        QVERIFY(longMedian <= 0.15);
    }

    // Megatron-DeepSpeed runs of 2021-2022, never fitted on: every row predicted (none
    // refused), and MT-NLG 530B's strong scaling from 2,240 to 3,360 GPUs at a fixed batch,
    // which the engine follows within 4 % (60.1 : 50.2 : 44.4 s measured), although the
    // absolute step is 22-25 % fast (core/README.md, Calibration).
    void validateMegatronDeepSpeed()
    {
        QJsonObject o;
        validateJson(QStringLiteral("megatron-deepspeed.json"), o, 4);
        if (QTest::currentTestFailed())
            return;
        const QHash<QString, double> predicted = predictedById(o);
        const double base = predicted.value(QStringLiteral("mt-nlg-530b-2240gpu"));
        QVERIFY(base > 0.0);
        const std::pair<const char *, double> measuredRatios[] = {{"mt-nlg-530b-2800gpu", 50.2 / 60.1},
                                                                  {"mt-nlg-530b-3360gpu", 44.4 / 60.1}};
        for (const auto &[id, measured] : measuredRatios) {
            const double ratio = predicted.value(QLatin1String(id)) / base;
            QVERIFY2(std::fabs(ratio / measured - 1.0) < 0.04,
                     qPrintable(QStringLiteral("%1: step ratio %2 against %3 measured")
                                    .arg(QLatin1String(id))
                                    .arg(ratio)
                                    .arg(measured)));
        }
    }

    // Narayanan et al.'s Table 2 (SC'21): PTD-P (tp 8 with pp 12 or 35) on 384-2,240 A100,
    // never fitted on, within 6 % of its measured teraFLOP/s on every row (+3 to +5 %); ZeRO-3
    // without model parallelism (DeepSpeed), whose rows the DeepSpeed ZeRO-3 model was built
    // with in view (flat-ring gathers one module at a time, the prefetch bucket: core/README.md,
    // departures), within 10 % on every row, and the fall of its teraFLOP/s with the GPU count
    // (144 : 88 : 44 measured on 384 : 768 : 1,536 GPUs for 175B) within 10 % at each doubling.
    void validateNarayananTable2()
    {
        QJsonObject o;
        validateJson(QStringLiteral("narayanan-table2.json"), o, 12);
        if (QTest::currentTestFailed())
            return;
        QStringList refused;
        const QHash<QString, double> predicted = predictedById(o, &refused);
        QVERIFY2(refused.isEmpty(), qPrintable(refused.join(QLatin1Char(' '))));
        int zero3 = 0;
        for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray()) {
            const QJsonObject row = v.toObject();
            const QString id = row.value(QStringLiteral("id")).toString();
            const double error = row.value(QStringLiteral("error")).toDouble();
            const double bound = id.contains(QStringLiteral("-ptdp-")) ? 0.06 : 0.10;
            zero3 += id.contains(QStringLiteral("-zero3-")) ? 1 : 0;
            QVERIFY2(std::fabs(error) < bound, qPrintable(QStringLiteral("%1: %2").arg(id).arg(error)));
        }
        QCOMPARE(zero3, 6);
        const auto tflops = [&](const char *gpus) {
            return predicted.value(QStringLiteral("narayanan21-t2-zero3-175b-%1gpu").arg(QLatin1String(gpus)));
        };
        QVERIFY(std::fabs((tflops("768") / tflops("384")) / (88.0 / 144.0) - 1.0) < 0.10);
        QVERIFY(std::fabs((tflops("1536") / tflops("768")) / (44.0 / 88.0) - 1.0) < 0.10);
    }

    // DGX Cloud benchmarking v25.02 on H100 (Llama 3.1 8B / 70B, Nemotron-4 15B / 340B,
    // GPT-3 175B; BF16 and FP8; 8 to 2,048 GPUs), never fitted on: the FP8 rows within 5 %
    // median and FP8 faster than BF16 on every plan. Known misses (core/README.md,
    // Calibration): the BF16 rows are 14 % fast (median), and Nemotron-4 340B in FP8 on 128
    // GPUs fits only with activations offloaded, its recipe keeping Adam's state in bf16,
    // which no plan key states.
    void validateDgxCloud2502()
    {
        QJsonObject o;
        validateJson(QStringLiteral("dgxc-25.02.json"), o);
        if (QTest::currentTestFailed())
            return;
        // Every row is predicted: Nemotron-4 340B in FP8 on 128 GPUs fits once the optimizer
        // step's fp32 gradient copy no longer sits beside the activations.
        QCOMPARE(o.value(QStringLiteral("compared")).toInt(), 58);
        QStringList refused;
        const QHash<QString, double> predicted = predictedById(o, &refused);
        QVERIFY2(refused.isEmpty(), qPrintable(refused.join(QLatin1Char(' '))));
        const double fp8Median = familyMedian(o, QStringLiteral("precision"), QStringLiteral("fp8"));
        const double bf16Median = familyMedian(o, QStringLiteral("precision"), QStringLiteral("bf16"));
        qInfo(
            "DGX Cloud v25.02 on H100, rows not fitted on: FP8 median |error| %.2f %%, BF16 %.2f %%, all rows %.2f %%",
            fp8Median * 100, bf16Median * 100, o.value(QStringLiteral("median_abs_error")).toDouble() * 100);
        QVERIFY(fp8Median > 0.0 && fp8Median <= 0.05); // 4.0 %
        // The Hopper BF16 efficiency fitted with the H100 runs of 2024-2026 (0.80): 14.8 %;
        // at 0.77 with the fused attention at its own rate (0.51, the masked half skipped),
        // 13.7 %, where the README rows' 0.85 alone left these rows 18 % fast (10.3 % while the
        // data-parallel reduce-scatters of 8-GPU nodes were priced on one rail, which made
        // the FP8 rows 4.5 % slow and the whole set 8.8 %; now 3.9 % and 7.0 %, with
        // Nemotron-4 340B's TP overlap as its launch script sets it).
        QVERIFY(bf16Median > 0.0 && bf16Median <= 0.16);
        QVERIFY(o.value(QStringLiteral("median_abs_error")).toDouble() <= 0.08);
        // What FP8 buys on the same plan: measured 1.35-1.48x (median 1.38x). While flash
        // attention and the output layer took FP8's GEMM efficiency against the 16-bit
        // peak, the engine said 1.12-1.31x (median 1.19x); 1.20-1.31x (1.23x) now.
        std::vector<double> speedups;
        for (auto it = predicted.cbegin(); it != predicted.cend(); ++it) {
            if (!it.key().endsWith(QStringLiteral("-bf16")))
                continue;
            QString fp8 = it.key();
            fp8.replace(fp8.size() - 4, 4, QStringLiteral("fp8"));
            if (!predicted.contains(fp8))
                continue;
            speedups.push_back(it.value() / predicted.value(fp8));
        }
        QCOMPARE(speedups.size(), std::size_t(29));
        std::sort(speedups.begin(), speedups.end());
        QVERIFY2(speedups.front() > 1.15, qPrintable(QString::number(speedups.front())));
        QVERIFY2(speedups[14] > 1.2, qPrintable(QString::number(speedups[14])));
    }

    void validateReportsFamilies()
    {
        const QString file = m_data + QStringLiteral("/validation/calibration.json");
        const Run r = jct({QStringLiteral("validate"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonObject families = o.value(QStringLiteral("families")).toObject();
        for (const char *key : {"source", "gpu", "precision", "architecture"})
            QVERIFY2(families.contains(QLatin1String(key)), key);

        // Each row's families read straight from the file (the plan's cluster.gpu,
        // training.precision and model.moe.experts), its |error| from the rows of the output.
        QFile input(file);
        QVERIFY(input.open(QIODevice::ReadOnly));
        const QJsonArray published = QJsonDocument::fromJson(input.readAll()).array();
        QCOMPARE(published.size(), 60);
        std::map<QString, double> absError;
        for (const QJsonValue &v : o.value(QStringLiteral("rows")).toArray())
            absError[v.toObject().value(QStringLiteral("id")).toString()] =
                std::fabs(v.toObject().value(QStringLiteral("error")).toDouble());
        QCOMPARE(absError.size(), std::size_t(60));
        std::map<QString, std::map<QString, std::vector<double>>> expected; // group -> family -> |errors|
        for (const QJsonValue &v : published) {
            const QJsonObject row = v.toObject();
            const QString id = row.value(QStringLiteral("id")).toString();
            const QJsonObject plan = row.value(QStringLiteral("scenario")).toObject();
            const QString source = row.value(QStringLiteral("source")).toString();
            QString sourceFamily = source.section(QLatin1Char(','), 0, 0);
            if (source.startsWith(QLatin1String("NVIDIA-NeMo/Megatron-Bridge ")))
                sourceFamily = QStringLiteral("Megatron-Bridge");
            else if (source.startsWith(QLatin1String("NVIDIA/dgxc-benchmarking ")))
                sourceFamily = QStringLiteral("DGX Cloud benchmarking");
            else if (source.startsWith(QLatin1String("NVIDIA/Megatron-LM ")))
                sourceFamily = QStringLiteral("Megatron-LM");
            const double e = absError.at(id);
            expected[QStringLiteral("source")][sourceFamily].push_back(e);
            expected[QStringLiteral("gpu")]
                    [plan.value(QStringLiteral("cluster")).toObject().value(QStringLiteral("gpu")).toString()]
                        .push_back(e);
            expected[QStringLiteral("precision")]
                    [plan.value(QStringLiteral("training")).toObject().value(QStringLiteral("precision")).toString()]
                        .push_back(e);
            const int experts = plan.value(QStringLiteral("model"))
                                    .toObject()
                                    .value(QStringLiteral("moe"))
                                    .toObject()
                                    .value(QStringLiteral("experts"))
                                    .toInt();
            expected[QStringLiteral("architecture")][experts > 0 ? QStringLiteral("MoE") : QStringLiteral("dense")]
                .push_back(e);
        }
        // Hand-checkable: the nine Korthikanti et al. rows (eight without DP and the 2,240-GPU
        // run), 27 A100 rows (Narayanan 10, Korthikanti 9, the 2020 README 8), all of them
        // fp16, and the 13 MoE rows of 2025-2026.
        QCOMPARE(expected[QStringLiteral("source")][QStringLiteral("Korthikanti et al.")].size(), std::size_t(9));
        QCOMPARE(expected[QStringLiteral("gpu")][QStringLiteral("a100-sxm-80gb")].size(), std::size_t(27));
        QCOMPARE(expected[QStringLiteral("precision")][QStringLiteral("fp16")].size(), std::size_t(27));
        QCOMPARE(expected[QStringLiteral("architecture")][QStringLiteral("MoE")].size(), std::size_t(13));
        for (const auto &[group, members] : expected) {
            const QJsonObject reported = families.value(group).toObject();
            QCOMPARE(reported.size(), qsizetype(members.size()));
            for (const auto &[name, errors] : members) {
                const QJsonObject f = reported.value(name).toObject();
                const QString what = group + QLatin1Char('/') + name;
                QVERIFY2(!f.isEmpty(), qPrintable(what));
                QCOMPARE(f.value(QStringLiteral("rows")).toInt(), int(errors.size()));
                QCOMPARE(f.value(QStringLiteral("compared")).toInt(), int(errors.size()));
                QCOMPARE(f.value(QStringLiteral("misses")).toInt(), 0);
                double sum = 0.0;
                for (double e : errors)
                    sum += e;
                std::vector<double> sorted = errors;
                std::sort(sorted.begin(), sorted.end());
                const std::size_t n = sorted.size();
                const double median = n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
                QVERIFY2(std::fabs(f.value(QStringLiteral("mean_abs_error")).toDouble() - sum / n) < 1e-12,
                         qPrintable(what));
                QVERIFY2(std::fabs(f.value(QStringLiteral("median_abs_error")).toDouble() - median) < 1e-12,
                         qPrintable(what));
            }
        }
        // The text output has the same families, with their row counts.
        const Run text = jct({QStringLiteral("validate"), file});
        QCOMPARE(text.exitCode, 0);
        for (const char *title : {"By source", "By GPU", "By precision", "Dense or MoE"})
            QVERIFY2(text.out.contains(title), title);
        const QList<QByteArray> lines = text.out.split('\n');
        const auto line = [&](const char *start) {
            for (const QByteArray &l : lines)
                if (l.startsWith(start))
                    return l.simplified();
            return QByteArray();
        };
        QVERIFY(line("  Korthikanti et al. ").startsWith("Korthikanti et al. 9 9 0 "));
        QVERIFY(line("  a100-sxm-80gb ").startsWith("a100-sxm-80gb 27 27 0 "));
        QVERIFY(line("  MoE ").startsWith("MoE 13 13 0 "));
    }

    void validateCountsMissesInTheirFamilies()
    {
        // One predicted row, one without a plan and one that does not fit: the two misses
        // count in their families' rows and misses, never in their errors.
        QFile input(m_data + QStringLiteral("/validation/calibration.json"));
        QVERIFY(input.open(QIODevice::ReadOnly));
        QJsonObject predicted;
        for (const QJsonValue &v : QJsonDocument::fromJson(input.readAll()).array())
            if (v.toObject().value(QStringLiteral("id")).toString()
                == QLatin1String("korthikanti22-22b-full-recompute"))
                predicted = v.toObject();
        QVERIFY(!predicted.isEmpty());
        predicted.insert(QStringLiteral("source"), QStringLiteral("Test et al., 'a fixture'"));
        const QJsonObject notStated{
            {QStringLiteral("id"), QStringLiteral("no-plan")},
            {QStringLiteral("source"), QStringLiteral("Test et al., 'a fixture'")},
            {QStringLiteral("scenario"), QJsonValue()},
            {QStringLiteral("not_compared"), QStringLiteral("batch size not published")},
            {QStringLiteral("compare"), QJsonObject{{QStringLiteral("metric"), QStringLiteral("step_time_s")},
                                                    {QStringLiteral("measured"), 1.0}}}};
        const QJsonObject tooBig = QJsonDocument::fromJson(R"({"id": "too-big", "source": "Other lab, 'x'",
            "scenario": {"model": {"preset": "gpt3-175b"}, "parallelism": {"tp": 8, "pp": 1},
                         "cluster": {"gpu": "a100-sxm-80gb", "gpus": 8},
                         "training": {"global_batch": 8, "zero": 0, "recompute": "none"}},
            "compare": {"metric": "step_time_s", "measured": 10.0}})")
                                       .object();
        QVERIFY(!tooBig.isEmpty());
        const QString path =
            write(QStringLiteral("families.json"), QJsonDocument(QJsonArray{predicted, notStated, tooBig}).toJson());
        const Run r = jct({QStringLiteral("validate"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("compared")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("misses")).toInt(), 2);
        const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 3);
        const double e = std::fabs(rows.at(0).toObject().value(QStringLiteral("error")).toDouble());
        QVERIFY(rows.at(0).toObject().value(QStringLiteral("predicted")).isDouble());
        QVERIFY(rows.at(2).toObject().value(QStringLiteral("note")).toString().contains(QStringLiteral("infeasible")));
        const QJsonObject families = o.value(QStringLiteral("families")).toObject();
        const auto family = [&](const char *group, const char *name) {
            return families.value(QLatin1String(group)).toObject().value(QLatin1String(name)).toObject();
        };
        const QJsonObject test = family("source", "Test et al.");
        QCOMPARE(test.value(QStringLiteral("rows")).toInt(), 2);
        QCOMPARE(test.value(QStringLiteral("compared")).toInt(), 1);
        QCOMPARE(test.value(QStringLiteral("misses")).toInt(), 1);
        QCOMPARE(test.value(QStringLiteral("mean_abs_error")).toDouble(), e);
        QCOMPARE(test.value(QStringLiteral("median_abs_error")).toDouble(), e);
        const QJsonObject other = family("source", "Other lab");
        QCOMPARE(other.value(QStringLiteral("rows")).toInt(), 1);
        QCOMPARE(other.value(QStringLiteral("misses")).toInt(), 1);
        QVERIFY(other.value(QStringLiteral("mean_abs_error")).isNull());
        // Both plans name the A100; the row without one is "not stated" in every group.
        QCOMPARE(family("gpu", "a100-sxm-80gb").value(QStringLiteral("rows")).toInt(), 2);
        QCOMPARE(family("gpu", "a100-sxm-80gb").value(QStringLiteral("misses")).toInt(), 1);
        QCOMPARE(family("architecture", "dense").value(QStringLiteral("rows")).toInt(), 2);
        for (const char *group : {"gpu", "precision", "architecture"})
            QCOMPARE(family(group, "not stated").value(QStringLiteral("misses")).toInt(), 1);
        QCOMPARE(family("precision", "fp16").value(QStringLiteral("rows")).toInt(), 1); // the Korthikanti row
        QCOMPARE(family("precision", "bf16").value(QStringLiteral("rows")).toInt(), 1); // the default
    }

    // Issue #15: each shared log and each fixture fitted against what the log itself shows:
    // the large-message busbw (the mean of the largest sizes' printed busbw, worked by
    // hand from the files) within 2 %, α within 25 % of the small messages' printed times,
    // or said to be undetermined where the log has no small messages.
    void fitNcclReproducesTheLogs_data()
    {
        QTest::addColumn<QString>("log");
        QTest::addColumn<double>("plateauGBps");
        QTest::addColumn<double>("alphaUs"); // 0: the log has no small messages
        // 4 and 8 GiB: (839.16 + 835.32 + 834.57 + 846.82) / 4.
        QTest::newRow("GB200 NVL72 all-reduce")
            << QStringLiteral("validation/nccl-logs/gb200-nvl72-72gpu-allreduce.txt") << 838.97 << 0.0;
        QTest::newRow("V100 8 nodes IB 100G all-reduce")
            << QStringLiteral("validation/nccl-logs/v100-8node-64gpu-ib100g-allreduce.txt") << 4.325 << 0.0;
        // One size: (129.05 + 128.84) / 2.
        QTest::newRow("V100 NVLink all-gather 4 GB")
            << QStringLiteral("validation/nccl-logs/v100-sxm2-8gpu-nvlink-allgather-4GB.txt") << 128.945 << 0.0;
        // 2, 4 and 8 GiB: (231.80 + 236.48 + 236.94 + 232.25 + 232.47 + 237.17) / 6; 8 B … 4 KiB
        // print 27.72 … 28.62 µs.
        QTest::newRow("H100 2 nodes all-reduce, 8 B to 8 GiB")
            << QStringLiteral("nccl-fixtures/nccl-allreduce-2node-h100.txt") << 234.52 << 28.0;
        QTest::newRow("per-iteration columns")
            << QStringLiteral("nccl-fixtures/nccl-allreduce-periter-timestamps-novalidation.txt") << 234.52 << 28.0;
    }
    void fitNcclReproducesTheLogs()
    {
        QFETCH(QString, log);
        QFETCH(double, plateauGBps);
        QFETCH(double, alphaUs);
        const QString path = m_data + QLatin1Char('/') + log;
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        const Run r = jct({QStringLiteral("fit-nccl"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        for (const char *key :
             {"collective", "ranks", "alpha_us", "busbw_GBps", "algbw_GBps", "points", "max_rel_error"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        const double busbw = o.value(QStringLiteral("busbw_GBps")).toDouble();
        qInfo(
            "%s: busbw %.2f GB/s against the log's %.2f; α %s", qPrintable(log), busbw, plateauGBps,
            qPrintable(o.value(QStringLiteral("alpha_us")).isNull()
                           ? QStringLiteral("not determined")
                           : QString::number(o.value(QStringLiteral("alpha_us")).toDouble()) + QStringLiteral(" µs")));
        QVERIFY(o.value(QStringLiteral("bandwidth_determined")).toBool());
        QVERIFY2(std::fabs(busbw / plateauGBps - 1.0) < 0.02, qPrintable(QString::number(busbw)));
        if (alphaUs > 0.0) {
            QVERIFY(o.value(QStringLiteral("alpha_determined")).toBool());
            QVERIFY(std::fabs(o.value(QStringLiteral("alpha_us")).toDouble() / alphaUs - 1.0) < 0.25);
        } else {
            QVERIFY(!o.value(QStringLiteral("alpha_determined")).toBool());
            QVERIFY(o.value(QStringLiteral("alpha_us")).isNull());
        }
    }

    void fitNcclSaysWhatASmallMessagesLogCannotDetermine()
    {
        // 4 B … 4 KiB at 47 µs: α ≈ 47 µs and no bandwidth (the old fit said 0 µs and 0.03 GB/s).
        const QString path = m_data + QStringLiteral("/nccl-fixtures/nccl-allreduce-small-messages-only.txt");
        const Run r = jct({QStringLiteral("fit-nccl"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(std::fabs(o.value(QStringLiteral("alpha_us")).toDouble() / 47.0 - 1.0) < 0.25);
        QVERIFY(!o.value(QStringLiteral("bandwidth_determined")).toBool());
        QVERIFY(o.value(QStringLiteral("busbw_GBps")).isNull());
        QCOMPARE(o.value(QStringLiteral("ranks")).toInt(), 16);
        QCOMPARE(o.value(QStringLiteral("nodes")).toInt(), 2);
        const Run text = jct({QStringLiteral("fit-nccl"), path});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(
            text.out.contains("bandwidth: not determined by this log (its largest message, 4.00 KiB, takes 48.0 µs"),
            text.out.constData());
        QVERIFY2(text.out.contains("α: 47.0 µs per call"), text.out.constData());
        QVERIFY2(text.out.contains("all_reduce, 16 ranks on 2 nodes (device lines)"), text.out.constData());
        // --into keeps the plan's protocol efficiency and takes α only.
        const QString plan = write(QStringLiteral("small.jctplan"), R"({"network": {"preset": "roce-100"}})");
        const QString out = m_dir.filePath(QStringLiteral("small-fitted.jctplan"));
        const Run into =
            jct({QStringLiteral("fit-nccl"), path, QStringLiteral("--into"), plan, QStringLiteral("-o"), out});
        QCOMPARE(into.exitCode, 0);
        QVERIFY2(into.out.contains("the logs do not determine a bandwidth: the plan's protocol efficiency is kept"),
                 into.out.constData());
    }

    void fitNcclFitsSeveralLogsOfOneCluster()
    {
        // The two-node all-reduce with the one-file all-gather + reduce-scatter: three tables.
        const QString a = m_data + QStringLiteral("/nccl-fixtures/nccl-allreduce-2node-h100.txt");
        const QString b = m_data + QStringLiteral("/nccl-fixtures/nccl-allgather-reducescatter-one-file.txt");
        const Run r = jct({QStringLiteral("fit-nccl"), a, b, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray tables = o.value(QStringLiteral("tables")).toArray();
        QCOMPARE(tables.size(), 3);
        // The all-gather starts at 64 KiB, already past any flat floor (13.8 µs, then 15.1 µs
        // at 128 KiB): α is not the log's, for that reason (it read "already bandwidth-bound").
        const Run gatherOnly = jct({QStringLiteral("fit-nccl"), b});
        QVERIFY2(
            gatherOnly.out.contains("α: not determined by this log (no small messages flat in time over a 4× range "
                                    "of sizes: from its smallest, 64.0 KiB in 13.8 µs, the time grows with the "
                                    "size)"),
            gatherOnly.out.constData());
        QStringList collectives;
        double weighted = 0.0;
        double weights = 0.0;
        for (const QJsonValue &t : tables) {
            collectives << t.toObject().value(QStringLiteral("collective")).toString();
            weighted += t.toObject().value(QStringLiteral("busbw_GBps")).toDouble()
                        * t.toObject().value(QStringLiteral("plateau_points")).toDouble();
            weights += t.toObject().value(QStringLiteral("plateau_points")).toDouble();
        }
        QCOMPARE(collectives, (QStringList{QStringLiteral("all_reduce"), QStringLiteral("all_gather"),
                                           QStringLiteral("reduce_scatter")}));
        const QJsonObject combined = o.value(QStringLiteral("combined")).toObject();
        QVERIFY(std::fabs(combined.value(QStringLiteral("busbw_GBps")).toDouble() - weighted / weights) < 1e-9);
        // Only the all-reduce has small messages: its α over 2·7 steps.
        const double alpha = tables[0].toObject().value(QStringLiteral("alpha_us")).toDouble();
        QVERIFY(std::fabs(combined.value(QStringLiteral("alpha_step_us")).toDouble() - alpha / 14.0) < 1e-9);
        const Run text = jct({QStringLiteral("fit-nccl"), a, b});
        QVERIFY2(text.out.contains("together (3 tables): α per ring step"), text.out.constData());
        // The skipped NCCL WARN line is named with its number.
        QVERIFY2(text.out.contains("line 22: skipped, not a measurement row: \"dgx-solo:5151:5190 [2] NCCL WARN"),
                 text.out.constData());
    }

    // Issue #15 and #16: every kind of damage exits 2 with the line named, and nothing is
    // written; the 1 GiB line (a sparse file, made here) is refused after reading 64 KiB.
    void fitNcclRefusesDamagedLogsWritingNothing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        const QByteArray header = "# Collective test starting: all_reduce_perf\n"
                                  "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n";
        const QByteArray good = "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0  51.9  20.20  37.88  0\n";
        QTest::newRow("truncated row") << header + good + "  2097152  524288  float  sum  -1  90.2  23.2\n"
                                       << QStringLiteral("line 4: truncated measurement row");
        QTest::newRow("text in a number column")
            << header + good + "  2097152  524288  float  sum  -1  90.2  23.2  4O.6  0  90.0  23.3  40.8  0\n"
            << QStringLiteral("line 4: field 8 should be the busbw in GB/s, a number, got \"4O.6\"");
        QTest::newRow("header only") << header << QStringLiteral("no measurement rows found");
        QTest::newRow("busbw 1e308")
            << header + "  2097152  524288  float  sum  -1  90.2  23.2  1e308  0  90.0  23.3  40.8  0\n"
            << QStringLiteral("line 3: the busbw in field 8, 1e308 GB/s, is out of range (0 to 1e+12 GB/s)");
        // One rank (nccl-tests#287, an RTX 5090 alone): busbw 0, and the in-place call, a
        // no-op, prints 1.8·10⁶ GB/s; read, not refused as damaged, and not fitted.
        QTest::newRow("one rank")
            << QByteArray("# Collective test starting: all_reduce_perf\n"
                          "# nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor)\n"
                          "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n"
                          "  67108864  16777216  float  sum  -1  120.5  556.92  0.00  0  0.07  958698.06  0.00  0\n"
                          "  134217728  33554432  float  sum  -1  240.9  557.15  0.00  0  0.08  1777718.25  0.00  0\n")
            << QStringLiteral("determines neither α nor a bandwidth: not determined by this log (one rank: its "
                              "busbw is 0, nothing crosses a link)");
        QTest::newRow("1 GiB line") << QByteArray()
                                    << QStringLiteral(
                                           "line 3: the line is longer than 65536 bytes (the cap on one line)");
    }
    void fitNcclRefusesDamagedLogsWritingNothing()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(QStringLiteral("damaged.log"));
        {
            QFile f(log);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (text.isEmpty()) {
                // Two lines, then one of 1 GiB without an end: sparse, so it costs no disk.
                f.write("# all_reduce_perf\n  1048576  262144  float  sum  -1  52.1  20.13  37.74  0\n");
                f.write(QByteArray(1 << 20, '7'));
                QVERIFY(f.resize(f.size() + (qint64{1} << 30) - (1 << 20)));
            } else {
                f.write(text);
            }
        }
        const QString plan = dir.filePath(QStringLiteral("plan.jctplan"));
        {
            QFile f(plan);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"network": {"preset": "roce-100"}})");
        }
        const QString out = dir.filePath(QStringLiteral("fitted.jctplan"));
        const Run r = jct({QStringLiteral("fit-nccl"), log, QStringLiteral("--into"), plan, QStringLiteral("-o"), out});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // the log and the plan, nothing else
    }

    // A log of other GPUs than the plan's is applied, with a warning naming both: an MI300X
    // log fitted into an H100 plan would otherwise pass for a measurement of that cluster. A
    // GB200 log is not a B200's (the family is a word of the device's name, not a part of
    // one); a device named without a model ("NVIDIA Graphics Device", the real GB200 NVL72
    // log) says nothing either way; with several logs, each log's device is checked.
    void fitNcclWarnsWhenTheLogRanOnOtherGpus()
    {
        const QString rccl = m_data + QStringLiteral("/nccl-fixtures/rccl-allreduce-inplace-cycles-slurm-crlf.txt");
        const QString nvl72 = m_data + QStringLiteral("/validation/nccl-logs/gb200-nvl72-72gpu-allreduce.txt");
        QFile h100File(m_data + QStringLiteral("/nccl-fixtures/nccl-allreduce-2node-h100.txt"));
        QVERIFY(h100File.open(QIODevice::ReadOnly));
        const QByteArray h100Text = h100File.readAll();
        const QString h100 = write(QStringLiteral("h100.txt"), h100Text);
        const QString gb200 =
            write(QStringLiteral("gb200.txt"), QByteArray(h100Text).replace("NVIDIA H100 80GB HBM3", "NVIDIA GB200"));
        // A bare PCI id names no model either.
        const QString pciId =
            write(QStringLiteral("pci-id.txt"), QByteArray(h100Text).replace("NVIDIA H100 80GB HBM3", "Device 74a1"));
        const QString mi300x = QStringLiteral("the log ran on AMD Instinct MI300X but the plan's GPU is %1");
        const QString named = QStringLiteral("the log ran on NVIDIA GB200 but the plan's GPU is b200");
        const struct
        {
            QStringList logs;
            QString gpu;
            QStringList warnings; // expected, and no other "the log ran on"
        } cases[] = {
            {{rccl}, QStringLiteral("h100-sxm-80gb"), {mi300x.arg(QStringLiteral("h100-sxm-80gb"))}},
            {{rccl}, QStringLiteral("mi300x"), {}},
            {{gb200}, QStringLiteral("b200"), {named}},
            {{gb200}, QStringLiteral("gb200"), {}},
            {{nvl72}, QStringLiteral("gb200"), {}},
            {{nvl72}, QStringLiteral("b200"), {}},
            {{pciId}, QStringLiteral("mi300x"), {}},
            {{h100, rccl}, QStringLiteral("h100-sxm-80gb"), {mi300x.arg(QStringLiteral("h100-sxm-80gb"))}},
        };
        for (const auto &c : cases) {
            const QString plan = write(QStringLiteral("plan.jctplan"),
                                       QStringLiteral(R"({"cluster": {"gpu": "%1"}})").arg(c.gpu).toUtf8());
            const QString out = m_dir.filePath(QStringLiteral("fitted.jctplan"));
            QFile::remove(out);
            const Run r = jct(QStringList{QStringLiteral("fit-nccl")} + c.logs
                              + QStringList{QStringLiteral("--into"), plan, QStringLiteral("-o"), out});
            const QString printed = QString::fromUtf8(r.out + r.err);
            const QString what =
                c.logs.join(QLatin1Char(' ')) + QStringLiteral(" into ") + c.gpu + QStringLiteral(": ");
            QVERIFY2(r.exitCode == 0, qPrintable(what + printed));
            QVERIFY(QFileInfo::exists(out));
            for (const QString &warning : c.warnings)
                QVERIFY2(printed.contains(warning), qPrintable(what + printed));
            QVERIFY2(printed.count(QStringLiteral("the log ran on")) == c.warnings.size(), qPrintable(what + printed));
        }
    }

    void fitNcclIntoAPlan()
    {
        // The 8-node V100 log calibrates the scale-out fabric of a plan: its protocol
        // efficiency becomes the fitted busbw over the line rate, used by every computation.
        const QString log = m_data + QStringLiteral("/validation/nccl-logs/v100-8node-64gpu-ib100g-allreduce.txt");
        QVERIFY2(QFileInfo::exists(log), qPrintable(log));
        const QString plan = write(QStringLiteral("plan.jctplan"),
                                   R"({"network": {"preset": "roce-100"}, "parallelism": {"tp": 8, "pp": 8}})");
        const QString out = m_dir.filePath(QStringLiteral("fitted.jctplan"));
        const Run fit = jct({QStringLiteral("fit-nccl"), log, QStringLiteral("--into"), plan, QStringLiteral("-o"), out,
                             QStringLiteral("--json")});
        QCOMPARE(fit.exitCode, 0);
        const double busbw = QJsonDocument::fromJson(fit.out).object().value(QStringLiteral("busbw_GBps")).toDouble();
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject network =
            QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("network")).toObject();
        // An inline, fitted fabric: preset null, so that it does not read back as the default NDR 400.
        QVERIFY(network.contains(QStringLiteral("preset")) && network.value(QStringLiteral("preset")).isNull());
        const double efficiency = network.value(QStringLiteral("protocol_efficiency")).toDouble();
        // The plan records where the figures came from, and reads it back.
        {
            QFile written(out);
            QVERIFY(written.open(QIODevice::ReadOnly));
            const QJsonObject calibration =
                QJsonDocument::fromJson(written.readAll()).object().value(QStringLiteral("calibration")).toObject();
            QCOMPARE(calibration.value(QStringLiteral("source")).toString(),
                     QStringLiteral("v100-8node-64gpu-ib100g-allreduce.txt"));
            QCOMPARE(calibration.value(QStringLiteral("target")).toString(), QStringLiteral("network"));
            QVERIFY(calibration.value(QStringLiteral("alpha_us")).isNull()); // the log has no small messages
            // Cited as the fit prints it: 4 significant digits.
            QCOMPARE(calibration.value(QStringLiteral("busbw_gb_per_s")).toDouble(),
                     QString::number(busbw, 'g', 4).toDouble());
            QCOMPARE(calibration.value(QStringLiteral("date")).toString(),
                     QFileInfo(log).lastModified().date().toString(Qt::ISODate));
            const jct::format::ScenarioReadResult back = jct::format::readScenarioFile(out);
            QVERIFY(back.ok());
            QVERIFY(back.loaded->calibration.has_value());
            QCOMPARE(back.loaded->calibration->busbwGBps.value_or(0.0), QString::number(busbw, 'g', 4).toDouble());
            QVERIFY(!back.loaded->calibration->alphaUs.has_value());
            QVERIFY(back.loaded->networkPreset.isEmpty());
            QVERIFY(!back.loaded->assumed.contains(QStringLiteral("network.preset")));
            QCOMPARE(back.loaded->scenario.fabric.protocolEfficiency, efficiency);
        }
        const Run badDate =
            jct({QStringLiteral("eval"), write(QStringLiteral("bad-calibration.jctplan"),
                                               R"({"calibration": {"source": "a.txt", "date": "2026-13-45"}})")});
        QCOMPARE(badDate.exitCode, 2);
        QVERIFY2(badDate.err.contains("calibration.date"), badDate.err.constData());
        QVERIFY(std::fabs(efficiency * 100.0 / 8.0 - busbw) < 1e-6 * busbw); // 100 Gbit/s = 12.5 GB/s
        const Run eval = jct({QStringLiteral("eval"), out, QStringLiteral("--json")});
        QCOMPARE(eval.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(eval.out)
                    .object()
                    .value(QStringLiteral("name"))
                    .toString()
                    .contains(QStringLiteral("fitted")));
        // --into without -o is refused.
        QCOMPARE(jct({QStringLiteral("fit-nccl"), log, QStringLiteral("--into"), plan}).exitCode, 2);
        // An output that cannot be written is refused with its path and the OS's reason
        // (format::writeScenarioFile, shared with the window's Save), and the last output stays.
        const QString nowhere = m_dir.filePath(QStringLiteral("no/such/dir/fitted.jctplan"));
        QFile previous(out);
        QVERIFY(previous.open(QIODevice::ReadOnly));
        const QByteArray before = previous.readAll();
        previous.close();
        const Run refused =
            jct({QStringLiteral("fit-nccl"), log, QStringLiteral("--into"), plan, QStringLiteral("-o"), nowhere});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(QString::fromUtf8(refused.err).contains(nowhere + QStringLiteral(": cannot write: ")),
                 refused.err.constData());
        QVERIFY(!QFileInfo::exists(nowhere));
        QFile again(out);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), before);
    }

    // Issue #16: -o naming the log being read replaced the log with a plan, and -o naming a
    // FIFO or a device replaced it with a regular file. Each is refused with exit 2 before
    // anything is written: the inputs stay byte for byte, the special files stay special,
    // and no temporary file is left next to them.
    void fitNcclRefusesToWriteOverItsInputsOrSpecialFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString shared = m_data + QStringLiteral("/validation/nccl-logs/v100-8node-64gpu-ib100g-allreduce.txt");
        const QString log = dir.filePath(QStringLiteral("allreduce.log"));
        QVERIFY(QFile::copy(shared, log));
        const QString plan = dir.filePath(QStringLiteral("plan.jctplan"));
        {
            QFile f(plan);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"network": {"preset": "roce-100"}, "parallelism": {"tp": 8, "pp": 8}})");
        }
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString logLink = dir.filePath(QStringLiteral("link-to-log"));
        QVERIFY(QFile::link(log, logLink));
        const auto bytes = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray logBefore = bytes(log);
        const QByteArray planBefore = bytes(plan);
        QVERIFY(!logBefore.isEmpty());
        const QStringList filesBefore =
            QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System);

        struct Case
        {
            QString output;
            QString message;
        };
        const QString sameLog = QStringLiteral("is the nccl-tests log being read");
        const Case cases[] = {
            {log, sameLog},
            {dir.path() + QStringLiteral("/./") + QStringLiteral("allreduce.log"), sameLog}, // another spelling
            {logLink, sameLog},                                                              // a symbolic link to it
            {plan, QStringLiteral("is the plan given to --into")},
            {fifo, QStringLiteral("is a FIFO, not a regular file")},
            {QStringLiteral("/dev/null"), QStringLiteral("is a character device, not a regular file")},
        };
        for (const Case &c : cases) {
            const Run r =
                jct({QStringLiteral("fit-nccl"), log, QStringLiteral("--into"), plan, QStringLiteral("-o"), c.output});
            QCOMPARE(r.status, QProcess::NormalExit);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(QString::fromUtf8(r.err).contains(c.message), r.err.constData());
            QVERIFY2(QString::fromUtf8(r.err).contains(c.output), r.err.constData());
        }
        QCOMPARE(bytes(log), logBefore);
        QCOMPARE(bytes(plan), planBefore);
        QVERIFY(QFileInfo(logLink).isSymLink());
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QCOMPARE(::stat("/dev/null", &st), 0);
        QVERIFY(S_ISCHR(st.st_mode));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System), filesBefore);

        // The format layer refuses the same for the window's Save, and leaves no temporary.
        QString error;
        QVERIFY(!jct::format::writeFileAtomically(fifo, "{}", &error));
        QCOMPARE(error, fifo
                            + QStringLiteral(": cannot write: it is a FIFO, not a regular file; only a regular "
                                             "file is written"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System), filesBefore);
    }

    void fitNcclRefusesUnreadableLogs()
    {
        const Run r =
            jct({QStringLiteral("fit-nccl"),
                 write(QStringLiteral("bad.log"), "# all_reduce_perf\n  1024  256  float  sum  -1  x  1  1  0\n")});
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("line 2"), r.err.constData());
        QCOMPARE(jct({QStringLiteral("fit-nccl"), write(QStringLiteral("empty.log"), "")}).exitCode, 2);
    }

    void validateRefusesBadFiles()
    {
        QCOMPARE(jct({QStringLiteral("validate"), write(QStringLiteral("v.json"), "{\"not\": \"an array\"}")}).exitCode,
                 2);
        QCOMPARE(jct({QStringLiteral("validate"), write(QStringLiteral("w.json"), "[1,")}).exitCode, 2);
    }

    void capacityAnswersTheThreeQuestions()
    {
        const jct::Scenario plan = jct::format::defaultScenario().scenario;
        const Run r = jct(
            {QStringLiteral("capacity"), QStringLiteral("--deadline"), QStringLiteral("10"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("deadline_days")).toDouble(), 10.0);
        const QJsonObject fewest = o.value(QStringLiteral("fewest_gpus")).toObject();
        QVERIFY(fewest.value(QStringLiteral("reachable")).toBool());
        const jct::DeadlineAnswer direct = jct::fewestGpusForDeadline(plan, 10.0 * jct::units::kDay);
        // The answer is the fewest with an even split (896 GPUs, dp 14, does not split 1,536).
        QCOMPARE(fewest.value(QStringLiteral("answer")).toObject().value(QStringLiteral("gpus")).toInt(),
                 direct.fewestEven.gpus);
        QCOMPARE(fewest.value(QStringLiteral("fewest_uneven_split")).toObject().value(QStringLiteral("gpus")).toInt(),
                 direct.fewest.gpus);
        QVERIFY(!direct.fewest.evenBatch);
        QCOMPARE(o.value(QStringLiteral("least_cost_per_token")).toObject().value(QStringLiteral("gpus")).toInt(),
                 jct::cheapestPerToken(plan).gpus);
        const QJsonObject sla = o.value(QStringLiteral("sla")).toObject();
        QVERIFY(sla.value(QStringLiteral("meets")).toBool()); // 7.29 days
        const double margin = 10.0 - jct::evaluate(plan).predictedSeconds / jct::units::kDay;
        QVERIFY(std::fabs(sla.value(QStringLiteral("margin_days")).toDouble() - margin) < 1e-9);

        const Run late = jct({QStringLiteral("capacity"), QStringLiteral("--deadline"), QStringLiteral("0.5")});
        QCOMPARE(late.exitCode, 0);
        QVERIFY2(late.out.contains("Not reachable"), late.out.constData());
        QVERIFY(late.out.contains("Deadline check: no"));
        QCOMPARE(jct({QStringLiteral("capacity")}).exitCode, 2);
        QCOMPARE(jct({QStringLiteral("capacity"), QStringLiteral("--deadline"), QStringLiteral("soon")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
