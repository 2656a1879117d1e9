// `jct capacity`: the capacity questions for one plan and a deadline: the fewest GPUs of
// the plan's layout family that finish in time, the GPU count with the least cost per
// trained token, and whether the plan's own cluster meets the deadline.

#include "app/present/capacitytext.h"
#include "clitext.h"
#include "cliutil.h"
#include "commands.h"
#include "core/model/units.h"

#include <cmath>

#include <QCommandLineParser>
#include <QJsonDocument>

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
    if (!parser.isSet(deadline) || !ok || !std::isfinite(days) || days <= 0.0) {
        err << (parser.isSet(deadline) ? Cli::tr("jct capacity: --deadline needs a number of days > 0, got '%1'")
                                             .arg(parser.value(deadline))
                                       : Cli::tr("jct capacity: --deadline needs a number of days > 0"))
            << "\n"
            << usage << Qt::endl;
        return kExitBadInput;
    }
    const auto loaded = loadScenarioArgument(parser.positionalArguments(), err);
    if (!loaded)
        return kExitBadInput;
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
    return kExitOk;
}

} // namespace jct::cli
