#pragma once

// The planner window's dialogs that live as long as it does and are made on first use: the
// capacity dialog (Tools), the nccl-tests import (File) and the offline manual (Help). They
// are children of the window; this keeps them and what feeds them.

#include "app/document/scenariodocument.h"

#include <optional>

#include <QObject>

class QLocale;
class QWidget;

namespace jct::planner {

class CapacityDialog;
class ManualDialog;
class NcclImportDialog;

class WindowDialogs final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WindowDialogs)

public:
    WindowDialogs(QWidget *window, document::ScenarioDocument *document);

    // Made with the document's plan on first use.
    [[nodiscard]] CapacityDialog *capacity();
    // Reads and fits `path` and shows the fit, which applies to the document as one undo
    // step; false with the message (line named) when it cannot.
    bool importNcclLog(const QString &path, QString *error);
    [[nodiscard]] NcclImportDialog *ncclImport() const { return m_ncclImport; }
    void showManual();
    [[nodiscard]] ManualDialog *manual() const { return m_manual; }

    // The plan changed: the capacity dialog follows it while shown (a few thousand evaluations).
    void followPlan();
    void setLocale(const QLocale &locale);
    // The language changed: the capacity and import dialogs are made again when next used.
    void dropTranslated();

    // Says why a file did not open in a message over the window that does not block it;
    // `shownName` is the plan the window shows instead.
    void showOpenError(const QString &message, const QString &shownName);

    // View ▸ Sync-wall knee threshold…: the fraction asked for, nothing when cancelled.
    [[nodiscard]] static std::optional<double> askKneeThreshold(QWidget *window, double current);

private:
    QWidget *m_window = nullptr;
    document::ScenarioDocument *m_document = nullptr;
    CapacityDialog *m_capacity = nullptr;
    NcclImportDialog *m_ncclImport = nullptr;
    ManualDialog *m_manual = nullptr;
};

} // namespace jct::planner
