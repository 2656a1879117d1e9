#include "exampleplans.h"

#include <QDir>

namespace jct::format {

QVector<ExamplePlan> examplePlans(QStringList *problems)
{
    QVector<ExamplePlan> examples;
    const QDir dir(QStringLiteral(":/examples"));
    const QStringList files = dir.entryList({QStringLiteral("*.jctplan")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString path = dir.filePath(file);
        const ScenarioReadResult read = readScenarioFile(path);
        if (!read.ok()) {
            if (problems)
                problems->append(QStringLiteral("%1: %2").arg(path, read.error.toString()));
            continue;
        }
        examples.append({file.chopped(int(sizeof(".jctplan")) - 1), path, *read.loaded});
    }
    return examples;
}

} // namespace jct::format
