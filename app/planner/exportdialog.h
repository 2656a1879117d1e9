#pragma once

// File ▸ Export chart…: which chart, which format, what size and DPI. The file name is
// asked next, with the format's suffix.

#include "app/present/chartfile.h"
#include "app/present/chartid.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace jct::planner {

class ExportDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit ExportDialog(present::ChartId chart, QWidget *parent = nullptr);

    [[nodiscard]] present::ChartId chart() const;
    [[nodiscard]] present::ImageFormat format() const;
    [[nodiscard]] QSize pixelSize() const;
    [[nodiscard]] int dpi() const;

    void setChart(present::ChartId chart);
    void setFormat(present::ImageFormat format);
    void setPixelSize(const QSize &size);
    void setDpi(int dpi);
    // Empty when the options make a readable chart; else why not (shown in the dialog).
    [[nodiscard]] QString problem() const;

private:
    void updateHint();

    QComboBox *m_chart = nullptr;
    QComboBox *m_format = nullptr;
    QSpinBox *m_width = nullptr;
    QSpinBox *m_height = nullptr;
    QSpinBox *m_dpi = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace jct::planner
