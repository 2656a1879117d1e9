#include "summaryclipboard.h"

#include "app/present/plansummary.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QStatusBar>

// The strings keep the window's translation context (MainWindow), where the translations have them.

namespace jct::planner {

void copyPlanSummary(const present::PlanAnalysis &shown, QStatusBar *status)
{
    const QString text = present::planSummaryText(shown, present::SummaryFormat::PlainText, QLocale());
    if (text.isEmpty()) {
        status->showMessage(
            QCoreApplication::translate("jct::planner::MainWindow",
                                        "No plan that runs has been shown yet: there is nothing to copy."),
            8000);
        return;
    }
    auto *mime = new QMimeData;
    mime->setText(text);
    mime->setData(QStringLiteral("text/markdown"),
                  present::planSummaryText(shown, present::SummaryFormat::Markdown, QLocale()).toUtf8());
    QApplication::clipboard()->setMimeData(mime);
    status->showMessage(
        QCoreApplication::translate("jct::planner::MainWindow", "Copied the summary of %1").arg(shown.input.name),
        4000);
}

} // namespace jct::planner
