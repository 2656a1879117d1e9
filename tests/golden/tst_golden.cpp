// The golden figures: every step part, memory part, job time, cost, sync wall, checkpoint
// and failure figure, sensitivity row and chart curve of 31 plans, pinned to 1e-9
// relative in tests/golden/figures.json. Any change of physics fails here until the file
// is regenerated on purpose (tests/golden/regenerate.sh) and its diff reviewed.

#include "app/format/scenariojson.h"
#include "goldenfigures.h"

#include <map>
#include <set>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace jct;

namespace {

QString sourceDir()
{
    return qEnvironmentVariable("JCT_SOURCE_DIR");
}

void flatten(const QJsonValue &v, const QString &path, std::map<QString, QJsonValue> &out)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            flatten(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
        return;
    }
    out[path] = v;
}

} // namespace

class TestGolden final : public QObject
{
    Q_OBJECT

private slots:
    void figuresMatchTheGoldenFile()
    {
        QFile file(sourceDir() + QStringLiteral("/tests/golden/figures.json"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QJsonObject expected = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(!expected.isEmpty());
        QStringList problems;
        const QJsonObject actual = golden::allGoldenFigures(sourceDir(), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        const QStringList differences = golden::compareFigures(expected, actual);
        if (!differences.isEmpty()) {
            const QStringList shown = differences.mid(0, 60);
            QFAIL(
                qPrintable(QStringLiteral("%1 golden figure(s) moved (regenerate with tests/golden/regenerate.sh only "
                                          "for an intended physics change):\n%2")
                               .arg(differences.size())
                               .arg(shown.join(QLatin1Char('\n')))));
        }
    }

    void everyPlanIsPinned()
    {
        // The default plan, the eight examples and the golden plans; the infeasible one
        // pins its memory breakdown.
        QStringList problems;
        const QJsonObject plans =
            golden::allGoldenFigures(sourceDir(), &problems).value(QStringLiteral("plans")).toObject();
        QVERIFY(plans.contains(QStringLiteral("default")));
        QCOMPARE(plans.size(), 1 + 8 + 23);
        int infeasible = 0;
        for (auto it = plans.begin(); it != plans.end(); ++it)
            if (!it.value().toObject().contains(QStringLiteral("step")))
                ++infeasible;
        QCOMPARE(infeasible, 1);
        QVERIFY(plans.value(QStringLiteral("golden/does-not-fit"))
                    .toObject()
                    .value(QStringLiteral("memory"))
                    .toObject()
                    .value(QStringLiteral("total"))
                    .toDouble()
                > 0.0);
    }

    void goldenPlansUseEveryScenarioKey()
    {
        // Every key of the scenario file takes a value other than its default in at least
        // one golden plan (an inline GPU counts for each of its fields), so that no input
        // reaches the engine unpinned.
        const format::ScenarioReadResult defaults = format::readScenario("{}");
        QVERIFY(defaults.ok());
        std::map<QString, QJsonValue> base;
        flatten(format::scenarioToJson(*defaults.loaded), QString(), base);
        std::set<QString> covered;
        std::set<QString> keys;
        for (const auto &[key, value] : base)
            keys.insert(key);
        const QDir dir(sourceDir() + QStringLiteral("/tests/golden/plans"));
        for (const QString &name : dir.entryList({QStringLiteral("*.jctplan")}, QDir::Files)) {
            const format::ScenarioReadResult read = format::readScenarioFile(dir.filePath(name));
            QVERIFY2(read.ok(), qPrintable(name + QStringLiteral(": ") + read.error.toString()));
            QVERIFY2(static_cast<std::size_t>(read.loaded->assumed.size()) < base.size(), qPrintable(name));
            std::map<QString, QJsonValue> flat;
            flatten(format::scenarioToJson(*read.loaded), QString(), flat);
            for (const auto &[key, value] : flat) {
                keys.insert(key);
                const auto it = base.find(key);
                if (it == base.end() || it->second != value)
                    covered.insert(key);
            }
        }
        QStringList missing;
        for (const QString &key : keys) {
            if (key == QLatin1String("format") || key == QLatin1String("version") || key == QLatin1String("name")
                || key == QLatin1String("description"))
                continue;
            if (!covered.count(key))
                missing << key;
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("keys no golden plan sets: ") + missing.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
