#include "windowdialogs.h"

#include "capacitydialog.h"
#include "helpdialogs.h"
#include "ncclimportdialog.h"

#include <cmath>

#include <QCoreApplication>
#include <QInputDialog>
#include <QMessageBox>

// The strings keep the window's translation context (MainWindow), where the translations have them.

namespace jct::planner {

WindowDialogs::WindowDialogs(QWidget *window, document::ScenarioDocument *document)
    : QObject(window)
    , m_window(window)
    , m_document(document)
{}

CapacityDialog *WindowDialogs::capacity()
{
    if (!m_capacity) {
        m_capacity = new CapacityDialog(m_window);
        m_capacity->setScenario(m_document->scenario().scenario);
    }
    return m_capacity;
}

bool WindowDialogs::importNcclLog(const QString &path, QString *error)
{
    if (!m_ncclImport) {
        m_ncclImport = new NcclImportDialog(m_window);
        connect(m_ncclImport, &NcclImportDialog::applyRequested, this, [this] {
            const present::NcclApplied &applied = m_ncclImport->applied();
            m_document->replace(applied.plan,
                                QCoreApplication::translate("jct::planner::MainWindow", "Apply nccl-tests fit (%1)")
                                    .arg(applied.changes.join(QStringLiteral("; "))));
        });
    }
    if (!m_ncclImport->loadLog(path, m_document->scenario(), error))
        return false;
    m_ncclImport->show();
    m_ncclImport->raise();
    return true;
}

void WindowDialogs::showManual()
{
    if (!m_manual)
        m_manual = new ManualDialog(m_window);
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void WindowDialogs::followPlan()
{
    if (m_capacity && m_capacity->isVisible())
        m_capacity->setScenario(m_document->scenario().scenario);
}

void WindowDialogs::setLocale(const QLocale &locale)
{
    if (m_capacity)
        m_capacity->setLocale(locale);
}

void WindowDialogs::dropTranslated()
{
    delete m_capacity;
    m_capacity = nullptr;
    delete m_ncclImport;
    m_ncclImport = nullptr;
}

void WindowDialogs::showOpenError(const QString &message, const QString &shownName)
{
    auto *box = new QMessageBox(QMessageBox::Warning,
                                QCoreApplication::translate("jct::planner::MainWindow", "Cannot open plan"), message,
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("openErrorBox"));
    box->setInformativeText(QCoreApplication::translate("jct::planner::MainWindow",
                                                        "The window shows %1 instead; nothing was changed on disk.")
                                .arg(shownName));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

std::optional<double> WindowDialogs::askKneeThreshold(QWidget *window, double current)
{
    bool ok = false;
    const int percent = QInputDialog::getInt(
        window, QCoreApplication::translate("jct::planner::MainWindow", "Sync-wall knee"),
        QCoreApplication::translate(
            "jct::planner::MainWindow",
            "The knee is the largest GPU count up to which every valid count keeps this scaling efficiency\n"
            "(speed-up over the smallest count that fits, divided by the GPU ratio), in %:"),
        static_cast<int>(std::lround(current * 100.0)), 1, 100, 1, &ok);
    if (!ok)
        return std::nullopt;
    return percent / 100.0;
}

} // namespace jct::planner
