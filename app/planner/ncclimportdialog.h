#pragma once

// File ▸ Import nccl-tests log…: the log's measured points against the fitted curve, the
// fitted α and bandwidth (or what the log cannot determine), the notes of the fit, and
// what applying it would change in the plan. Apply makes it one undoable step.

#include "app/format/nccllog.h"
#include "app/present/ncclfit.h"

#include <vector>

#include <QDialog>

class QDialogButtonBox;
class QPushButton;
class QTextBrowser;

namespace jct::widgets {
class NcclFitChart;
}

namespace jct::planner {

class NcclImportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(NcclImportDialog)

public:
    explicit NcclImportDialog(QWidget *parent = nullptr);

    // Reads and fits the log at `path` against `plan`; false with the message (naming the
    // line) in *error when it cannot be read or determines nothing.
    bool loadLog(const QString &path, const format::LoadedScenario &plan, QString *error);

    [[nodiscard]] widgets::NcclFitChart *chart() const { return m_chart; }
    [[nodiscard]] QString summaryText() const;
    [[nodiscard]] QString changesText() const;
    [[nodiscard]] QPushButton *applyButton() const;
    [[nodiscard]] const present::NcclApplied &applied() const { return m_applied; }

signals:
    // The user asked to apply the fit: applied().plan is the plan to take.
    void applyRequested();

private:
    format::NcclParseResult m_parsed;
    std::vector<present::NcclTableFit> m_fits;
    present::NcclApplied m_applied;
    widgets::NcclFitChart *m_chart = nullptr;
    // The fit, its notes (one per point left out: a log can have dozens) and what applying
    // changes, in one scrolling view under the chart: labels of that length overlapped the
    // chart in a dialog of the screen's height.
    QTextBrowser *m_text = nullptr;
    QString m_summary;
    QString m_changes;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace jct::planner
