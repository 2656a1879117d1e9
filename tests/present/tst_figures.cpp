// The table of headline figures: one row per figure, read by every view. Values hand-worked
// on a result built by hand (so that no engine change can move them), and the views that
// must show each figure do.

#include "app/format/scenariojson.h"
#include "app/present/comparison.h"
#include "app/present/figures.h"
#include "app/present/resultjson.h"
#include "core/studies/planstudy.h"

#include <set>
#include <string>

#include <QTest>

using namespace jct;
using namespace jct::present;

class TestFigures final : public QObject
{
    Q_OBJECT

private:
    // GPT-3's default plan shape: 1,024 GPUs, B = 1,536 sequences of 2,048 tokens.
    Scenario m_plan = format::defaultScenario().scenario;

    static Result handMade()
    {
        Result r;
        r.stepTime = 2.0;
        r.predictedSeconds = 10.0 * 86400.0;
        r.theoreticalSeconds = 8.0 * 86400.0;
        r.efficiency = 0.8;
        r.mfu = 0.5;
        r.cost.perIdleMinuteUsd = 42.0;
        return r;
    }

private slots:
    void keysAreUniqueAndEveryJsonKeyIsSnakeCase()
    {
        std::set<std::string> keys;
        for (const Figure &f : figures()) {
            QVERIFY2(keys.insert(f.key).second, f.key);
            if (f.jsonKey)
                QVERIFY2(QString::fromLatin1(f.jsonKey).contains(QRegularExpression(QStringLiteral("^[a-z_.]+$"))),
                         f.jsonKey);
        }
    }

    void tokensPerSecondPerGpuIsOneRowSeenEverywhere()
    {
        // B·s / (step × N) = 1,536 × 2,048 / (2 s × 1,024) = 1,536 tokens/s per GPU.
        const Result r = handMade();
        const Figure *f = figure("tokens_per_s_per_gpu");
        QVERIFY(f);
        const FigureContext c{m_plan, r};
        QCOMPARE(f->get(c), 1536.0);
        QCOMPARE(formatFigure(f->kind, f->get(c)), QStringLiteral("1,536 tokens/s"));
        // The tiles, jct eval's throughput line, the A/B rows and the report all list it.
        bool tile = false;
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            tile =
                tile
                || (item.title == QStringLiteral("Tokens per GPU") && item.value == QStringLiteral("1,536 tokens/s"));
        QVERIFY(tile);
        QVERIFY2(
            evalLineText(EvalLine::Throughput, c).contains(QStringLiteral("training tokens per GPU 1,536 tokens/s")),
            qPrintable(evalLineText(EvalLine::Throughput, c)));
        Result twice = r;
        twice.stepTime = 1.0;
        bool compared = false;
        for (const ComparisonRow &row : compareResults(m_plan, r, m_plan, twice))
            if (row.key == QLatin1String("tokens_per_s_per_gpu"))
                compared = row.a == 1536.0 && row.b == 3072.0 && row.ratioText == QStringLiteral("2.000×");
        QVERIFY(compared);
        QVERIFY(f->views & InReport);
    }

    void jsonPutsEveryFigureAtItsKeyPath()
    {
        // The engine's own study of the default plan: every figure with a JSON key is there,
        // in the JSON's unit.
        const format::LoadedScenario plan = format::defaultScenario();
        const PlanStudy study = studyPlan(plan.scenario, evalStudyOptions());
        const QJsonObject o = resultToJson(plan, study);
        const Result &r = study.result;
        QCOMPARE(o.value(QStringLiteral("predicted_days")).toDouble(), r.predictedSeconds / 86400.0);
        QCOMPARE(o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("per_idle_minute_usd")).toDouble(),
                 1024 * 2.5 / 60.0);
        const double tokens = 1536.0 * 2048.0 / (r.stepTime * 1024.0);
        QVERIFY(qAbs(o.value(QStringLiteral("tokens_per_s_per_gpu")).toDouble() / tokens - 1.0) < 1e-15);
        QCOMPARE(o.value(QStringLiteral("bound")).toString(), QStringLiteral("balanced")); // 74.3 %
        QCOMPARE(o.value(QStringLiteral("sync_wall")).toObject().value(QStringLiteral("gpus")).toInt(), 49152);
    }

    void verdictReadsTheSameEverywhere()
    {
        Result r = handMade();
        const FigureContext c{m_plan, r};
        QCOMPARE(formatFigure(FigureKind::Verdict, 0.8), QStringLiteral("balanced"));
        QCOMPARE(formatFigure(FigureKind::Verdict, 0.69), QStringLiteral("communication-bound"));
        QCOMPARE(formatFigure(FigureKind::Verdict, 0.86), QStringLiteral("compute-bound"));
        for (const SummaryItem &item : summaryTiles(c, QLocale::c()))
            if (item.title == QStringLiteral("Efficiency"))
                QCOMPARE(item.detail, QStringLiteral("balanced"));
        QVERIFY(evalLineText(EvalLine::Jct, c).contains(QStringLiteral("verdict balanced")));
    }
};

QTEST_APPLESS_MAIN(TestFigures)
#include "tst_figures.moc"
