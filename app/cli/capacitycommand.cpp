// `jct capacity`: the capacity questions for one plan and a deadline: the fewest GPUs of
// the plan's layout family that finish in time, the GPU count with the least cost per
// trained token, and whether the plan's own cluster meets the deadline.

#include "app/present/capacitytext.h"
#include "app/present/problemtext.h"
#include "clitext.h"
#include "cliutil.h"
#include "commands.h"
#include "core/model/units.h"
#include "core/step/evaluate.h"

#include <cmath>

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QLocale>

namespace jct::cli {

int runCapacity(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Capacity questions for a deadline."));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 Cli::tr("scenario file (.jctplan); the built-in default when omitted"));
    const QCommandLineOption deadline(QStringLiteral("deadline"), Cli::tr("delivery deadline in days"),
                                      QStringLiteral("DAYS"));
    const QCommandLineOption json(QStringLiteral("json"), Cli::tr("print the answers as JSON"));
    parser.addOption(deadline);
    parser.addOption(json);
    const QString usage = Cli::tr("usage: jct capacity [FILE] --deadline DAYS [--json]");
    if (const std::optional<int> exit = parseArguments(parser, arguments, usage, out, err))
        return *exit;
    bool ok = false;
    const double days = parser.value(deadline).toDouble(&ok);
    // The engine calls a job past a million days one that cannot run: no deadline beyond.
    const double maxDays = kMaxJobSeconds / units::kDay;
    if (!parser.isSet(deadline) || !ok || !std::isfinite(days) || days <= 0.0 || days > maxDays) {
        err << (parser.isSet(deadline) ? Cli::tr("jct capacity: --deadline needs a number of days in (0, %1], got '%2'")
                                             .arg(QLocale::c().toString(maxDays, 'f', 0), parser.value(deadline))
                                       : Cli::tr("jct capacity: --deadline needs a number of days in (0, %1]")
                                             .arg(QLocale::c().toString(maxDays, 'f', 0)))
            << "\n"
            << usage << Qt::endl;
        return kExitBadInput;
    }
    const auto loaded = loadScenarioArgument(parser.positionalArguments(), err);
    if (!loaded)
        return kExitBadInput;
    // The questions vary the GPU count; a layout that no count can make valid is bad input
    // as `jct eval` says it, not "no count fits in memory".
    const Result asGiven = evaluate(loaded->scenario);
    if (asGiven.infeasibility.isInputError() && !asGiven.infeasibility.dependsOnGpuCount()) {
        err << (parser.positionalArguments().isEmpty() ? Cli::tr("default scenario")
                                                       : parser.positionalArguments().first())
            << ": " << present::problemKeyPath(asGiven, loaded->scenario) << ": "
            << present::describeInfeasibility(asGiven, loaded->scenario) << Qt::endl;
        return kExitBadInput;
    }
    if (parser.isSet(json))
        useEnglishForScripts();
    const present::CapacityAnswers answers = present::answerCapacity(loaded->scenario, days * units::kDay);
    if (parser.isSet(json)) {
        out << QJsonDocument(present::capacityToJson(answers)).toJson(QJsonDocument::Indented);
    } else {
        out << loaded->name << Qt::endl;
        out << "  " << answers.fewestText << Qt::endl;
        out << "  " << answers.cheapestText << Qt::endl;
        out << "  " << answers.slaText << Qt::endl;
    }
    // No GPU count of the layout gives a plan that runs: valid but infeasible, as `jct eval`
    // exits for such a plan. An unreachable deadline is an answer (exit 0).
    return answers.deadline.fastest.valid() ? kExitOk : kExitInfeasible;
}

} // namespace jct::cli
